import type { ClientErrorLog } from '@flowers/domain';
import { call } from './call';

/** spec §7; the log's own failure is ignored. */
export async function logClientError(record: ClientErrorLog): Promise<void> {
  try {
    await call('post', '/api/client-error-log', { body: record });
  } catch {
    // The user already sees the original error.
  }
}
