import { z } from 'zod';
import { deleteRequestSchema, editRequestSchema } from './wire';
import type { EditRequest } from './wire';

/** GET /api/ad_edits and GET /api/ad_delete_requests (spec §7). */
export const editRequestListSchema = z.array(editRequestSchema);
export const deleteRequestListSchema = z.array(deleteRequestSchema);

/** spec §3: the latest request per ad (the server sends only those), type 'edit', undecided. */
export function pendingEditRequests(requests: readonly EditRequest[]): EditRequest[] {
  return requests.filter((request) => request.type === 'edit' && request.approved === null);
}
