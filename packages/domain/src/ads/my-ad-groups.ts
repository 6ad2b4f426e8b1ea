import { z } from 'zod';
import { AD_STATUSES, type AdStatus } from './status';
import { AD_PAGE_CURSOR_MESSAGE, adPageSchema } from './wire';

/** Every status belongs to one tab, so the server can page one tab at a time. */
export const MY_AD_GROUPS = ['all', 'active', 'moderation', 'archive'] as const;
export type MyAdGroup = (typeof MY_AD_GROUPS)[number];

const GROUP_OF: Record<AdStatus, Exclude<MyAdGroup, 'all'>> = {
  new: 'active',
  edited: 'active',
  reserved: 'active',
  edit_rejected: 'active',
  delete_rejected: 'active',
  wait_moder: 'moderation',
  edit_pending: 'moderation',
  delete_pending: 'moderation',
  cancel: 'archive',
  completed: 'archive',
  expired: 'archive',
  delete: 'archive',
  delete_admin: 'archive',
};

export function myAdGroupOf(status: AdStatus): Exclude<MyAdGroup, 'all'> {
  return GROUP_OF[status];
}

export function statusesOfMyAdGroup(group: MyAdGroup): AdStatus[] {
  return AD_STATUSES.filter((status) => group === 'all' || GROUP_OF[status] === group);
}

export const myAdPageQuerySchema = z.object({
  group: z.enum(MY_AD_GROUPS, { error: 'Неизвестная вкладка объявлений' }).default('all'),
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/, { error: AD_PAGE_CURSOR_MESSAGE })
    .optional(),
});

export const myAdPageSchema = adPageSchema.extend({
  counts: z.object({
    all: z.number().int().nonnegative(),
    active: z.number().int().nonnegative(),
    moderation: z.number().int().nonnegative(),
    archive: z.number().int().nonnegative(),
  }),
});
export type MyAdPage = z.infer<typeof myAdPageSchema>;
