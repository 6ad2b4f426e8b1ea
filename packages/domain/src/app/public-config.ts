import { z } from 'zod';
import { roleSchema } from '../users/wire';
import { botLinkSchema } from '../bot/wire';
import { userIdSchema } from '../common/wire';

/** GET /api/public-config: what the web app needs before anyone signs in. */
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

/** GET /api/health and /api/health/ready: only the services this node uses are checked. */
const checkNameSchema = z.enum(['database', 'redis', 'storage']);
export const readinessSchema = z.object({
  ok: z.boolean(),
  checks: z.partialRecord(checkNameSchema, checkOutcomeSchema),
  /** Failed services the node serves without, in a lesser way (Redis: events stay local). */
  degraded: z.array(checkNameSchema).optional(),
});
export type Readiness = z.infer<typeof readinessSchema>;
export type ReadinessCheck = keyof Readiness['checks'];

/** The same when a service fails: HTTP 503 with the message a person can read. */
export const unreadySchema = readinessSchema.extend({ error: z.string() });

/** GET /api/demo/users (demo mode only). */
const demoUserSchema = z.object({
  userId: userIdSchema,
  username: z.string(),
  role: roleSchema,
  label: z.string(),
});
export const demoUserListSchema = z.array(demoUserSchema);
export type DemoUser = z.infer<typeof demoUserSchema>;

/** POST /api/demo/init-data. */
export const demoInitDataRequestSchema = z.object({ userId: userIdSchema });
export const demoInitDataResponseSchema = z.object({ initData: z.string() });
