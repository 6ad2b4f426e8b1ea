import { z } from 'zod';
import { roleSchema } from '../users/wire';
import { botLinkSchema } from '../bot/wire';
import { userIdSchema } from '../common/wire';

export const publicConfigSchema = z.object({
  demo: z.boolean(),
  supportUrl: z.string(),
  offerPath: z.string(),
  bot: botLinkSchema.nullable(),
  operator: z.object({
    name: z.string(),
    inn: z.string(),
    ogrn: z.string(),
    address: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

const checkOutcomeSchema = z.enum(['ok', 'fail']);

/** Only the services this node uses are checked. */
const checkNameSchema = z.enum(['database', 'redis', 'storage']);
export const readinessSchema = z.object({
  ok: z.boolean(),
  checks: z.partialRecord(checkNameSchema, checkOutcomeSchema),
  degraded: z.array(checkNameSchema).optional(),
});
export type Readiness = z.infer<typeof readinessSchema>;
export type ReadinessCheck = keyof Readiness['checks'];

const demoUserSchema = z.object({
  userId: userIdSchema,
  username: z.string(),
  role: roleSchema,
  label: z.string(),
});
export const demoUserListSchema = z.array(demoUserSchema);
export type DemoUser = z.infer<typeof demoUserSchema>;

export const demoInitDataRequestSchema = z.object({ userId: userIdSchema });
export const demoInitDataResponseSchema = z.object({ initData: z.string() });
