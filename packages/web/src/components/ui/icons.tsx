import type { SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

// No icon font, no icon package in the bundle.
export function icon(paths: string[], filled = false) {
  return function Icon({ size = 24, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        focusable="false"
        {...props}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  };
}

const HEART =
  'M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z';

export const FlowerIcon = icon([
  'M12 14a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  'M12 8V4.5a2.5 2.5 0 0 1 5 0c0 1.9-1.6 3-3 3.5M12 8c0-2-1.6-3.5-3.2-3.5A2.5 2.5 0 0 0 7 8.8c.5 1 1.6 1.6 2.3 1.9',
  'M12 14v7M12 18c-2 0-4-1-5-3M12 18c2 0 4-1 5-3',
]);
export const HeartIcon = icon([HEART]);
export const HeartFilledIcon = icon([HEART], true);
export const PlusCircleIcon = icon(['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 8v8M8 12h8']);
export const PersonIcon = icon([
  'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  'M4 21c0-4 3.6-6 8-6s8 2 8 6',
]);
export const ShieldIcon = icon([
  'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6l8-3z',
  'M9 12l2 2 4-4',
]);
export const ChevronLeftIcon = icon(['M15 5l-7 7 7 7']);
export const CloseIcon = icon(['M6 6l12 12M18 6L6 18']);
export const ShareIcon = icon([
  'M12 15V3.5M7.5 8 12 3.5 16.5 8',
  'M5 12v7a1.5 1.5 0 0 0 1.5 1.5h11A1.5 1.5 0 0 0 19 19v-7',
]);
export const CheckCircleIcon = icon([
  'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  'M8 12.5l2.8 2.8L16.5 9.5',
]);
export const AlertCircleIcon = icon([
  'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z',
  'M12 7.5v5.5M12 16.5v.01',
]);
export const InfoIcon = icon(['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 11v5.5M12 7.5v.01']);
export const SwitchUserIcon = icon([
  'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
  'M2.5 20c0-3.5 2.9-5.5 6.5-5.5 1.2 0 2.3.2 3.2.6',
  'M16 14l-2 2 2 2M14 16h7.5M19.5 19.5l2 2-2 2',
]);
export const SlidersIcon = icon([
  'M4 7h9M17 7h3M4 17h3M11 17h9',
  'M15 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM9 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
]);
export const SearchIcon = icon(['M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z', 'M16 16l4.5 4.5']);
