import type { RequestFailure } from '../texts/request-failure';
import { ApiError } from './http';

/** spec §8's messages tell these cases apart. */
export function describeFailure(error: unknown): RequestFailure {
  if (error instanceof ApiError) {
    const { status, statusText, body, message } = error;
    return { kind: 'response', status, statusText, body, message };
  }
  const message = error instanceof Error ? error.message : String(error);
  // fetch and XMLHttpRequest both reject with a TypeError when nothing answered.
  return error instanceof TypeError ? { kind: 'no-response', message } : { kind: 'other', message };
}

export function isNotFound(error: unknown): boolean {
  const failure = describeFailure(error);
  return failure.kind === 'response' && failure.status === 404;
}

/** A 4xx answer stays the same however often the call is repeated. */
export function isRefusal(error: unknown): boolean {
  const failure = describeFailure(error);
  return failure.kind === 'response' && failure.status < 500;
}
