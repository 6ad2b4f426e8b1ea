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

/** GET /api/demo/users (demo mode only). */
export const demoUserSchema = z.object({
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
