import type { ClientErrorLog } from '@flowers/domain';
import { apiRequest } from './http';

/** Posts to the client error log (spec §7); the log's own failure is ignored. */
export async function logClientError(record: ClientErrorLog): Promise<void> {
  try {
    await apiRequest('/api/client-error-log', { method: 'POST', body: record });
  } catch {
    // Nothing sensible to do: the user already sees the original error.
  }
}
