export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export interface History {
  readonly location: Location;
  push: (to: string, state?: unknown) => void;
  replace: (to: string, state?: unknown) => void;
  go: (delta: number) => void;
  listen: (listener: (location: Location) => void) => () => void;
}

interface EntryState {
  usr?: unknown;
  key?: string;
}

const INITIAL_KEY = 'default';
const ORIGIN = 'http://app.invalid';

/**
 * The entry the app was opened at: nothing of ours lies behind it, so Back there would leave
 * the app (issue 40). A replace keeps it so (a deep link, Back going up the hierarchy).
 */
export function isFirstEntry(location: Pick<Location, 'key'>): boolean {
  return location.key === INITIAL_KEY;
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

export function resolveLocation(from: Location, to: string, state: unknown): Location {
  const url = new URL(to, `${ORIGIN}${from.pathname}${from.search}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key: newKey() };
}

export function hrefOf(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

function createListeners() {
  const listeners = new Set<(location: Location) => void>();
  return {
    notify: (location: Location) => {
      listeners.forEach((listener) => {
        listener(location);
      });
    },
    listen: (listener: (location: Location) => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** State and key live in `history.state`, as react-router wrote them, so a reload keeps both. */
export function createBrowserHistory(): History {
  const { notify, listen } = createListeners();
  const read = (): Location => {
    const entry = (window.history.state ?? {}) as EntryState;
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash, state: entry.usr ?? null, key: entry.key ?? INITIAL_KEY };
  };
  let location = read();
  window.addEventListener('popstate', () => {
    location = read();
    notify(location);
  });
  const write = (method: 'pushState' | 'replaceState') => (to: string, state?: unknown) => {
    const first = method === 'replaceState' && isFirstEntry(location);
    location = resolveLocation(location, to, state ?? null);
    if (first) location.key = INITIAL_KEY;
    window.history[method]({ usr: location.state, key: location.key }, '', hrefOf(location));
    notify(location);
  };
  return {
    get location() {
      return location;
    },
    push: write('pushState'),
    replace: write('replaceState'),
    go: (delta) => {
      window.history.go(delta);
    },
    listen,
  };
}

export function createMemoryHistory(initialEntries: readonly string[] = ['/']): History {
  const { notify, listen } = createListeners();
  const root: Location = { pathname: '/', search: '', hash: '', state: null, key: INITIAL_KEY };
  const entries = initialEntries.map((to, at) => ({
    ...resolveLocation(root, to, null),
    key: at === 0 ? INITIAL_KEY : newKey(),
  }));
  let index = entries.length - 1;
  const current = () => entries[index] ?? root;
  return {
    get location() {
      return current();
    },
    push: (to, state) => {
      const next = resolveLocation(current(), to, state ?? null);
      index += 1;
      entries.splice(index, entries.length, next);
      notify(next);
    },
    replace: (to, state) => {
      const next = resolveLocation(current(), to, state ?? null);
      entries[index] = isFirstEntry(current()) ? { ...next, key: INITIAL_KEY } : next;
      notify(current());
    },
    go: (delta) => {
      index = Math.min(Math.max(index + delta, 0), entries.length - 1);
      notify(current());
    },
    listen,
  };
}
