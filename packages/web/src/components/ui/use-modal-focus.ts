import { useLayoutEffect } from 'react';
import type { RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
const FIRST_CONTROL = 'input, textarea, select, [data-autofocus], button';

function focusableIn(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.hidden && element.closest('[hidden], [inert]') === null,
  );
}

/**
 * WAI-ARIA's dialog pattern: the opener is focused again on closing (issue 27). A layout effect,
 * so focus is inside in the very commit that shows the dialog: a key pressed before the next
 * frame cannot land on the page behind it.
 */
export function useModalFocus(
  open: boolean,
  panel: RefObject<HTMLElement | null>,
  initial?: RefObject<HTMLElement | null>,
): void {
  useLayoutEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement;
    const start = initial?.current ?? panel.current?.querySelector<HTMLElement>(FIRST_CONTROL);
    start?.focus();
    const keepInside = (event: KeyboardEvent) => {
      const box = panel.current;
      if (event.key !== 'Tab' || box === null) return;
      const controls = focusableIn(box);
      const first = controls[0];
      const last = controls.at(-1);
      if (first === undefined || last === undefined) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      const outside = !(active instanceof Node) || !box.contains(active);
      if (event.shiftKey && (outside || active === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (outside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', keepInside, true);
    return () => {
      document.removeEventListener('keydown', keepInside, true);
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open, panel, initial]);
}
