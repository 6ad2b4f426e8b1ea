import type { Role } from '@flowers/domain';
import { json, stubApi } from './fake-api';
import type { ApiHandlers } from './fake-api';
import { publicConfig } from './fixtures';

export function stubSignedInApi(role: Role, handlers: ApiHandlers = {}) {
  return stubApi({
    'GET /api/public-config': () => json(publicConfig(false)),
    'POST /api/parse-initdata': () => json({ userId: '42', username: 'anna' }),
    'GET /api/users/role/42': () => json({ role }),
    'GET /api/favorites/42': () => json([]),
    'GET /api/moderation/count': () => json({ count: 0 }),
    'GET /api/sellers/ratings': () => json({ ratings: {} }),
    ...handlers,
  });
}
