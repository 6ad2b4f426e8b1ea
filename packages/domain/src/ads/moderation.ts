import { z } from 'zod';
import { deleteRequestSchema, editRequestSchema } from './wire';

/** GET /api/ad_edits and GET /api/ad_delete_requests (spec §7). */
export const editRequestListSchema = z.array(editRequestSchema);
export const deleteRequestListSchema = z.array(deleteRequestSchema);
