import { createContext, use } from 'react';
import type { LaunchParams } from './init';

export const LaunchParamsContext = createContext<LaunchParams | null>(null);

export function useLaunchParams(): LaunchParams | null {
  return use(LaunchParamsContext);
}
