import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';

// The grid's gap (ad-list.css) and a phone card's height before any card has been measured.
const GAP_PX = 10;
const ROW_ESTIMATE_PX = 340;
// Columns by the viewport's width, as ad-list.css lays them out (spec §2: 2, 3 and 4).
const WIDER = [
  { query: '(min-width: 900px)', columns: 4 },
  { query: '(min-width: 600px)', columns: 3 },
];
// Rows drawn beyond the screen's edges, in screens: a fling shows no blank cards.
const OVERSCAN_SCREENS = 1;
// The page before the kept ones is asked for when the screen comes this near them, in rows.
const NEAR_START_ROWS = 4;

function currentColumns(): number {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 2;
  return WIDER.find((wide) => window.matchMedia(wide.query).matches)?.columns ?? 2;
}

function useColumns(): number {
  const [columns, setColumns] = useState(currentColumns);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const lists = WIDER.map((wide) => window.matchMedia(wide.query));
    const update = () => {
      setColumns(currentColumns());
    };
    for (const list of lists) list.addEventListener('change', update);
    return () => {
      for (const list of lists) list.removeEventListener('change', update);
    };
  }, []);
  return columns;
}

export interface GridSlots {
  /** Ads before the first one held (pages dropped or not yet read back). */
  before: number;
  /** Ads held. */
  count: number;
}

export interface GridWindow {
  columns: number;
  /** Indexes into the held ads: the ones to draw. */
  start: number;
  end: number;
  /** The rows not drawn above and below, as space. */
  paddingTop: number;
  paddingBottom: number;
}

interface Rows {
  first: number;
  last: number;
}

/**
 * Which rows of the catalogue grid are near the screen: only those are drawn, so a shop of
 * any size costs the DOM a few screens of cards. Rows drawn once keep their measured height;
 * the others count as the average, so the page's height and scroll position stay put as
 * cards come and go. `initialCount` ads are drawn before anything is measured (the server's
 * first screen has no layout to measure).
 */
export function useGridWindow(
  list: RefObject<HTMLUListElement | null>,
  slots: GridSlots,
  initialCount: number,
  onNearStart?: () => void,
): GridWindow & { focusRow: (row: number) => void } {
  const columns = useColumns();
  const heights = useRef(new Map<number, number>());
  const [, setMeasured] = useState(0);
  const firstHeld = Math.floor(slots.before / columns);
  const rowCount = Math.ceil((slots.before + slots.count) / columns);
  const [rows, setRows] = useState<Rows>(() => ({
    first: firstHeld,
    last: firstHeld + Math.ceil(initialCount / columns) - 1,
  }));
  const latest = useRef({ firstHeld, rowCount, columns, onNearStart });
  latest.current = { firstHeld, rowCount, columns, onNearStart };

  useEffect(() => {
    heights.current.clear();
  }, [columns]);

  const estimate = () => {
    const known = [...heights.current.values()];
    return known.length === 0 ? ROW_ESTIMATE_PX + GAP_PX : known.reduce((a, b) => a + b) / known.length;
  };
  const rowHeight = (row: number, average: number) => heights.current.get(row) ?? average;

  const place = useCallback(() => {
    const element = list.current;
    if (element === null) return;
    const { firstHeld: held, rowCount: total, onNearStart: nearStart } = latest.current;
    const average = estimate();
    const overscan = window.innerHeight * OVERSCAN_SCREENS;
    const top = window.scrollY - (element.getBoundingClientRect().top + window.scrollY);
    const from = top - overscan;
    const to = top + window.innerHeight + overscan;
    let y = 0;
    let first = -1;
    let last = total - 1;
    for (let row = 0; row < total; row += 1) {
      const bottom = y + rowHeight(row, average);
      if (first < 0 && bottom > from) first = row;
      if (y > to) {
        last = row - 1;
        break;
      }
      y = bottom;
    }
    if (first < 0) first = Math.max(0, total - 1);
    if (nearStart !== undefined && held > 0 && first < held + NEAR_START_ROWS) nearStart();
    const next = { first: Math.max(first, held), last: Math.max(Math.max(first, held), last) };
    startTransition(() => {
      setRows((current) =>
        current.first === next.first && current.last === next.last ? current : next,
      );
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reads the latest through refs
  }, [list]);

  useEffect(() => {
    let frame = 0;
    const schedule = () => {
      if (frame !== 0) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        place();
      });
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [place]);

  // Held ads changed (a page came or went): the rows near the screen may be others now.
  useEffect(() => {
    place();
  }, [place, slots.before, slots.count, columns]);

  const first = Math.min(Math.max(rows.first, firstHeld), Math.max(firstHeld, rowCount - 1));
  const last = Math.min(Math.max(rows.last, first), rowCount - 1);

  // Each drawn row's height, taken after layout; a change draws the spacers again.
  useLayoutEffect(() => {
    const element = list.current;
    if (element === null) return;
    let changed = false;
    const tallest = new Map<number, number>();
    for (const item of element.children) {
      const row = Number((item as HTMLElement).dataset.row);
      const height = (item as HTMLElement).offsetHeight;
      if (!Number.isFinite(row) || height === 0) continue;
      tallest.set(row, Math.max(tallest.get(row) ?? 0, height + GAP_PX));
    }
    for (const [row, height] of tallest) {
      if (heights.current.get(row) !== height) {
        heights.current.set(row, height);
        changed = true;
      }
    }
    if (changed) setMeasured((n) => n + 1);
  });

  const average = estimate();
  let paddingTop = 0;
  for (let row = 0; row < first; row += 1) paddingTop += rowHeight(row, average);
  let paddingBottom = 0;
  for (let row = last + 1; row < rowCount; row += 1) paddingBottom += rowHeight(row, average);

  return {
    columns,
    start: Math.max(0, first * columns - slots.before),
    end: Math.max(0, Math.min(slots.count, (last + 1) * columns - slots.before)),
    paddingTop,
    paddingBottom,
    focusRow: (row) => {
      setRows((current) =>
        row >= current.first && row <= current.last ? current : { first: row, last: row + 1 },
      );
    },
  };
}
