import { z } from 'zod';
import { deleteRequestSchema, editRequestSchema } from './wire';
import type { EditRequest } from './wire';

export const editRequestListSchema = z.array(editRequestSchema);
export const deleteRequestListSchema = z.array(deleteRequestSchema);

export const editRequestPageSchema = z.object({
  requests: editRequestListSchema,
  next_cursor: z.string().nullable(),
});
export type EditRequestPage = z.infer<typeof editRequestPageSchema>;

export const deleteRequestPageSchema = z.object({
  requests: deleteRequestListSchema,
  next_cursor: z.string().nullable(),
});
export type DeleteRequestPage = z.infer<typeof deleteRequestPageSchema>;

/** spec §3: the server sends only the latest request per ad. */
export function pendingEditRequests(requests: readonly EditRequest[]): EditRequest[] {
  return requests.filter((request) => request.type === 'edit' && request.approved === null);
}
