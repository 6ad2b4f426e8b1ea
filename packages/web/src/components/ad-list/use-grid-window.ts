import {
  startTransition,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { RefObject } from 'react';

// A phone card's height before any card has been measured.
const GAP_PX = 10;
const ROW_ESTIMATE_PX = 340;
// As ad-list.css lays them out (spec §2: 2, 3 and 4).
const WIDER = [
  { query: '(min-width: 900px)', columns: 4 },
  { query: '(min-width: 600px)', columns: 3 },
];
// A fling shows no blank cards.
const OVERSCAN_SCREENS = 1;
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
  before: number;
  count: number;
}

export interface GridWindow {
  columns: number;
  start: number;
  end: number;
  paddingTop: number;
  paddingBottom: number;
}

interface Rows {
  first: number;
  last: number;
}

interface Measured {
  columns: number;
  heights: ReadonlyMap<number, number>;
}

const NONE: ReadonlyMap<number, number> = new Map();

const averageOf = (heights: ReadonlyMap<number, number>) => {
  if (heights.size === 0) return ROW_ESTIMATE_PX + GAP_PX;
  let sum = 0;
  for (const height of heights.values()) sum += height;
  return sum / heights.size;
};

function withRowHeights(
  current: Measured,
  columns: number,
  entries: readonly ResizeObserverEntry[],
): Measured {
  const base = current.columns === columns ? current.heights : NONE;
  const tallest = new Map<number, number>();
  for (const { target } of entries) {
    const row = Number((target as HTMLElement).dataset.row);
    const height = (target as HTMLElement).offsetHeight;
    if (!target.isConnected || !Number.isFinite(row) || height === 0) continue;
    tallest.set(row, Math.max(tallest.get(row) ?? 0, height + GAP_PX));
  }
  const changed = [...tallest].filter(([row, height]) => base.get(row) !== height);
  if (changed.length === 0 && base === current.heights) return current;
  return { columns, heights: new Map([...base, ...changed]) };
}

/**
 * Only rows near the screen are drawn; rows never drawn count as the average height, so the
 * page's height and scroll position stay put as cards come and go.
 */
export function useGridWindow(
  list: RefObject<HTMLUListElement | null>,
  slots: GridSlots,
  initialCount: number,
  onNearStart?: () => void,
): GridWindow & { focusRow: (row: number) => void } {
  const columns = useColumns();
  const [measured, setMeasured] = useState<Measured>({ columns, heights: new Map() });
  // Heights taken at another number of columns belong to other rows.
  const heights = measured.columns === columns ? measured.heights : NONE;
  const firstHeld = Math.floor(slots.before / columns);
  const rowCount = Math.ceil((slots.before + slots.count) / columns);
  const [rows, setRows] = useState<Rows>(() => ({
    first: firstHeld,
    last: firstHeld + Math.ceil(initialCount / columns) - 1,
  }));

  const place = useEffectEvent(() => {
    const element = list.current;
    if (element === null) return;
    const held = firstHeld;
    const total = rowCount;
    const known = heights;
    const nearStart = onNearStart;
    const average = averageOf(known);
    const overscan = window.innerHeight * OVERSCAN_SCREENS;
    const top = -element.getBoundingClientRect().top;
    const from = top - overscan;
    const to = top + window.innerHeight + overscan;
    let y = 0;
    let first = -1;
    let last = total - 1;
    for (let row = 0; row < total; row += 1) {
      const bottom = y + (known.get(row) ?? average);
      if (first < 0 && bottom > from) first = row;
      if (y > to) {
        last = row - 1;
        break;
      }
      y = bottom;
    }
    if (first < 0) first = Math.max(0, total - 1);
    if (nearStart !== undefined && held > 0 && first < held + NEAR_START_ROWS) nearStart();
    const next = { first: Math.max(first, held), last: Math.max(first, held, last) };
    startTransition(() => {
      setRows((current) =>
        current.first === next.first && current.last === next.last ? current : next,
      );
    });
  });

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
  }, [slots.before, slots.count, columns, heights]);

  const observer = useRef<ResizeObserver | null>(null);
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const watching = new ResizeObserver((entries) => {
      setMeasured((current) => withRowHeights(current, columns, entries));
    });
    observer.current = watching;
    return () => {
      watching.disconnect();
      observer.current = null;
    };
  }, [columns]);
  useLayoutEffect(() => {
    const element = list.current;
    const watching = observer.current;
    if (element === null || watching === null) return;
    for (const item of element.children) watching.observe(item);
  });

  const first = Math.min(Math.max(rows.first, firstHeld), Math.max(firstHeld, rowCount - 1));
  const last = Math.min(Math.max(rows.last, first), rowCount - 1);
  const average = averageOf(heights);
  let paddingTop = 0;
  for (let row = 0; row < first; row += 1) paddingTop += heights.get(row) ?? average;
  let paddingBottom = 0;
  for (let row = last + 1; row < rowCount; row += 1) paddingBottom += heights.get(row) ?? average;

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
