import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { setInitData } from '../api/session-store';
import { FakeSocket } from './fake-socket';

// No test talks to a real socket.io server; tests drive FakeSocket.last() instead.
vi.mock('../api/socket', () => ({
  createLiveSocket: (initData: string | null) => new FakeSocket(initData),
}));

// On a busy machine a lazy screen's first render takes longer than findBy's 1 s default.
configure({ asyncUtilTimeout: 5000 });

// What the server runs (the first screen) is tested in Node's environment, without a window.
const inBrowser = typeof window !== 'undefined';

// jsdom has no scrolling; useRouteScroll calls it on every navigation.
if (inBrowser) window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setInitData(null);
  if (!inBrowser) return;
  sessionStorage.clear();
  FakeSocket.all = [];
  window.history.replaceState(null, '', '/');
});

// Files share a worker's loaded modules (vitest.config.ts): each file gets the app's own modules
// afresh, with their state (the Telegram bridge's connection), while React and the libraries stay.
afterAll(() => {
  vi.resetModules();
});
