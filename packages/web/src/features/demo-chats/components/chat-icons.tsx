import type { SVGProps } from 'react';

// The kit has no send, reply or open-outside icon; these follow its 24×24 outline style.
function outline(d: string) {
  return function Icon({ size = 20, ...props }: SVGProps<SVGSVGElement> & { size?: number }) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        focusable="false"
        {...props}
      >
        <path d={d} />
      </svg>
    );
  };
}

export const SendIcon = outline('M4 12l16-8-6 16-2.5-6.5L4 12z');
export const ReplyIcon = outline('M10 8L4 13l6 5M4 13h10a6 6 0 0 1 6 6');
export const OpenOutsideIcon = outline('M14 4h6v6M20 4l-9 9M18 14v6H4V6h6');
