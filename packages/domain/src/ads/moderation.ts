import { z } from 'zod';
import { deleteRequestSchema, editRequestSchema } from './wire';
import type { EditRequest } from './wire';

/** GET /api/ad_edits and GET /api/ad_delete_requests (spec §7). */
export const editRequestListSchema = z.array(editRequestSchema);
export const deleteRequestListSchema = z.array(deleteRequestSchema);

/**
 * Ours, beyond spec §7: GET /api/ad_edits/page (the undecided latest requests, newest first)
 * and GET /api/ad_delete_requests/page (oldest first), `?cursor=` from the page before.
 */
export const editRequestPageSchema = z.object({
  requests: editRequestListSchema,
  /** Opaque; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type EditRequestPage = z.infer<typeof editRequestPageSchema>;

export const deleteRequestPageSchema = z.object({
  requests: deleteRequestListSchema,
  next_cursor: z.string().nullable(),
});
export type DeleteRequestPage = z.infer<typeof deleteRequestPageSchema>;

/** spec §3: the latest request per ad (the server sends only those), type 'edit', undecided. */
export function pendingEditRequests(requests: readonly EditRequest[]): EditRequest[] {
  return requests.filter((request) => request.type === 'edit' && request.approved === null);
}
