import {
  SIGN_IN_REQUIRED_MESSAGE,
  BAD_INIT_DATA_MESSAGE,
  BLACKLISTED_MESSAGE,
} from '@flowers/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.ts';
import { isUnavailableError } from '../http/unavailable.ts';
import { toCurrentUser, type CurrentUser } from './current-user.ts';
import { initDataAgeProblem, verifyInitData, type TelegramUser } from './init-data.ts';
import { createKnownIdentities } from './known-identities.ts';
import { createRecentSignIns } from './recent-sign-ins.ts';

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
  interface FastifyContextConfig {
    /** No init data needed: health, demo sign-in, payment webhooks and result pages. */
    public?: boolean;
    /** A blacklisted user may still call it (signing in, reading the error log back). */
    allowBlacklisted?: boolean;
    /** Once this node wrote an init data's user row, it is not read again; `currentUser` null. */
    signatureOnly?: boolean;
    /** A write that needs only who signed (signing in): answered while the database is away. */
    signatureSuffices?: boolean;
  }
}

export interface AuthOptions {
  signIn: (telegram: TelegramUser) => Promise<CurrentUser>;
  botToken: string;
  initDataMaxAgeSeconds: number;
  superAdminId: number;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function rawInitData(request: FastifyRequest): string | undefined {
  const header = request.headers['x-initdata'];
  if (typeof header === 'string' && header !== '') return header;
  // tma.js convention, accepted too: `Authorization: tma <raw>`.
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('tma ')) return authorization.slice(4);
  return undefined;
}

export function registerAuth(app: FastifyInstance, options: AuthOptions): void {
  app.decorateRequest('currentUser', null);
  const recent = createRecentSignIns();
  const known = createKnownIdentities();

  // Reads and sign-ins go on while the database blinks: the signature proves the caller, and
  // whatever a route reads besides fails on its own with 503.
  async function signIn(telegram: TelegramUser, mayRecall: boolean) {
    try {
      const user = await options.signIn(telegram);
      known.remember(user);
      return { user, recalled: false };
    } catch (error) {
      if (!mayRecall || !isUnavailableError(error)) throw error;
      const user =
        known.get(telegram.id) ??
        toCurrentUser(
          { id: telegram.id, username: telegram.username, role: 'user', blacklisted: false },
          options.superAdminId,
        );
      return { user, recalled: true };
    }
  }

  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions;
    if (route.url === undefined || !route.url.startsWith('/api/') || route.config.public) return;

    const raw = rawInitData(request);
    const read = READ_METHODS.has(request.method);
    // The database round trip, then the two HMACs of the signature check, were most of the
    // catalogue's own cost per request: the same text keeps its checked signature.
    if (read && route.config.signatureOnly === true && raw !== undefined) {
      const authDate = recent.authDateOf(raw);
      if (
        authDate !== undefined &&
        initDataAgeProblem(authDate, options.initDataMaxAgeSeconds) === null
      ) {
        return;
      }
    }
    const check = verifyInitData(raw, options.botToken, options.initDataMaxAgeSeconds);
    if (!check.ok) {
      throw new AppError(
        'unauthorized',
        check.reason === 'missing' ? SIGN_IN_REQUIRED_MESSAGE : BAD_INIT_DATA_MESSAGE,
      );
    }
    const { user, recalled } = await signIn(
      check.user,
      read || route.config.signatureSuffices === true,
    );
    if (user.blacklisted && !read && !route.config.allowBlacklisted) {
      throw new AppError('forbidden', BLACKLISTED_MESSAGE);
    }
    // Only a written row lets later reads skip the database.
    if (raw !== undefined && !recalled) recent.add(raw, check.authDate);
    request.currentUser = user;
  });
}

export function requireUser(request: FastifyRequest): CurrentUser {
  if (request.currentUser === null) throw new AppError('unauthorized', SIGN_IN_REQUIRED_MESSAGE);
  return request.currentUser;
}
