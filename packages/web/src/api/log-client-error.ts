import type { ClientErrorLog } from '@flowers/domain';
import { apiRequest } from './http';

/** spec §7; the log's own failure is ignored. */
export async function logClientError(record: ClientErrorLog): Promise<void> {
  try {
    await apiRequest('/api/client-error-log', { method: 'POST', body: record });
  } catch {
    // The user already sees the original error.
  }
}
