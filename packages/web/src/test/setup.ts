import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { setInitData } from '../api/session-store';
import { FakeSocket } from './fake-socket';

// No test talks to a real socket.io server; tests drive FakeSocket.last() instead.
vi.mock('../api/socket', () => ({
  createLiveSocket: (initData: string | null) => new FakeSocket(initData),
}));

// jsdom has no scrolling; react-router's ScrollRestoration calls it on every navigation.
window.scrollTo = () => undefined;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setInitData(null);
  sessionStorage.clear();
  FakeSocket.all = [];
  window.history.replaceState(null, '', '/');
});
