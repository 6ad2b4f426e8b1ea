import { rublesToKopecks } from '@flowers/domain';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../db/database.ts';
import { registerErrorHandler } from '../http/error-handler.ts';
import { createTbankClient, type TbankTerminal } from '../tbank/tbank-client.ts';
import { signTbankRequest } from '../tbank/tbank-token.ts';
import { EMULATOR_PREFIX, emulatorTerminal } from '../tbank-emulator/emulator-terminal.ts';
import { tbankEmulatorRoutes } from '../tbank-emulator/tbank-emulator.routes.ts';
import { freePort } from './network.ts';
import { buildTestApp, TEST_BOT_TOKEN, type TestApp } from './test-app.ts';
import { openTestDatabase } from './test-database.ts';

export interface ListeningApp extends TestApp {
  url: string;
  terminal: TbankTerminal;
}

/** PUBLIC_URL points at itself, so T-Bank reaches the webhook over real HTTP. */
export async function buildListeningApp(
  overrides: Record<string, string | undefined> = {},
  shared: { database?: DatabaseHandle } = {},
): Promise<ListeningApp> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const t = await buildTestApp({ PUBLIC_URL: url, ...overrides }, shared);
  await t.app.listen({ port, host: '127.0.0.1' });
  const terminal = t.config.tbank ?? emulatorTerminal(url, TEST_BOT_TOKEN);
  return { ...t, url, terminal };
}

export interface FakeTbank {
  terminal: TbankTerminal;
  calls: { method: string; body: Record<string, unknown> }[];
  count(method: string): number;
  close(): Promise<void>;
}

export async function startFakeTbank(
  /** One database for several fakes plays one bank served by several nodes. */
  options: { password?: string; now?: () => Date; database?: DatabaseHandle } = {},
): Promise<FakeTbank> {
  const terminalKey = 'FakeTerminalDEMO';
  const password = options.password ?? 'fake-terminal-password';
  const database = options.database ?? (await openTestDatabase());
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const calls: FakeTbank['calls'] = [];
  app.addHook('preHandler', async (request) => {
    const match = /\/v2\/(\w+)$/.exec(request.url);
    if (match?.[1] !== undefined) {
      calls.push({ method: match[1], body: request.body as Record<string, unknown> });
    }
  });
  await app.register(
    tbankEmulatorRoutes({ terminalKey, password, db: database.db, now: options.now }),
  );
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    terminal: { terminalKey, password, apiUrl: `${base}${EMULATOR_PREFIX}/v2/` },
    calls,
    count: (method) => calls.filter((call) => call.method === method).length,
    async close() {
      await app.close();
      if (options.database === undefined) await database.close();
    },
  };
}

export function tbankSettings(terminal: TbankTerminal, password = terminal.password) {
  return {
    TBANK_TERMINAL_KEY: terminal.terminalKey,
    TBANK_PASSWORD: password,
    TBANK_API_URL: terminal.apiUrl.replace(/\/$/, ''),
  };
}

export async function submitPaymentForm(
  paymentUrl: string,
  card: string,
  action: 'pay' | 'decline' = 'pay',
): Promise<Response> {
  return fetch(paymentUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card, action }).toString(),
    redirect: 'manual',
  });
}

export const tbankClientFor = (terminal: TbankTerminal) => createTbankClient(terminal);

export function bankNotification(
  terminal: { terminalKey: string; password: string },
  order: { paymentOrderId: string | null; paymentId: string | null; price: number },
  status: string,
  patch: Record<string, unknown> = {},
): Record<string, unknown> {
  return signTbankRequest(
    {
      TerminalKey: terminal.terminalKey,
      OrderId: order.paymentOrderId,
      Success: status !== 'REJECTED',
      Status: status,
      PaymentId: Number(order.paymentId),
      ErrorCode: '0',
      Amount: rublesToKopecks(order.price),
      ...patch,
    },
    terminal.password,
  );
}
