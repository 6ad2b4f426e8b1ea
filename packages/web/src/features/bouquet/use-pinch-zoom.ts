import { useRef } from 'react';
import type { PointerEvent } from 'react';
import { setVerticalSwipes } from '../../telegram/init';

const MAX_ZOOM = 4;

function distance(points: Iterable<{ x: number; y: number }>): number {
  const [a, b] = [...points];
  return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
}

/**
 * Springs back on release, so a swipe never starts zoomed. Swipe-to-close is off meanwhile, or a
 * pinch would close the Mini App.
 */
export function usePinchZoom() {
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const startDistance = useRef(0);
  /** The pinch was no tap. */
  const pinched = useRef(false);

  // Styled directly: a re-render per finger move would cost frames.
  const setScale = (frame: HTMLElement, scale: number) => {
    const photo = frame.querySelector('img');
    if (photo) photo.style.transform = scale === 1 ? '' : `scale(${String(scale)})`;
  };

  const release = (event: PointerEvent<HTMLElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) setScale(event.currentTarget, 1);
    if (pointers.current.size === 0) setVerticalSwipes(true);
  };

  return {
    wasPinch: () => pinched.current,
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (pointers.current.size === 0) {
          pinched.current = false;
          setVerticalSwipes(false);
        }
        pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
        if (pointers.current.size === 2) {
          pinched.current = true;
          startDistance.current = distance(pointers.current.values());
        }
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        if (!pointers.current.has(event.pointerId)) return;
        pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
        if (pointers.current.size !== 2 || startDistance.current === 0) return;
        const scale = distance(pointers.current.values()) / startDistance.current;
        setScale(event.currentTarget, Math.min(MAX_ZOOM, Math.max(1, scale)));
      },
      onPointerUp: release,
      onPointerCancel: release,
    },
  };
}
