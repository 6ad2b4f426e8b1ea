import { useEffect, useRef } from 'react';
import type { CataloguePageParam } from '../../api/search-ads';
import { pageParamAt, rememberCataloguePage } from './catalogue-place';

function slotAtTop(): number | null {
  for (const item of document.querySelectorAll<HTMLElement>('li[data-slot]')) {
    if (item.closest('.catalog-linked-ad') !== null) continue;
    if (item.getBoundingClientRect().bottom > 0) return Number(item.dataset.slot);
  }
  return null;
}

// Stored when the screen is left or the page reloaded or closed.
export function useRememberCataloguePage(
  pageParams: readonly CataloguePageParam[] | undefined,
): void {
  const current = useRef<CataloguePageParam | null>(null);
  const latest = useRef(pageParams);
  useEffect(() => {
    latest.current = pageParams;
  });

  const shown = pageParams !== undefined;
  useEffect(() => {
    if (!shown) return;
    let frame = 0;
    const note = () => {
      frame = 0;
      const slot = slotAtTop();
      const params = latest.current;
      if (slot === null || params === undefined) return;
      current.current = pageParamAt(params, slot) ?? current.current;
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(note);
    };
    const save = () => {
      if (current.current !== null) rememberCataloguePage(current.current);
    };
    note();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [shown]);
}
