import { useSyncExternalStore } from 'react';

/** Rendered by the in-page stand-ins for Telegram's controls outside Telegram. */
export interface FallbackStore<T> {
  get: () => T;
  set: (value: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createFallbackStore<T>(initial: T): FallbackStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      value = next;
      listeners.forEach((listener) => {
        listener();
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useFallbackStore<T>(store: FallbackStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
