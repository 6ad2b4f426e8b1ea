import { generateKeyPairSync } from 'node:crypto';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerErrorHandler } from '../http/error-handler.ts';
import { createE2cClient, type E2cTerminal } from '../tbank/e2c-client.ts';
import { E2C_EMULATOR_PATH, tbankEmulatorE2cRoutes } from '../tbank-emulator/e2c.routes.ts';
import { openTestDatabase, type TestDatabase } from './test-database.ts';

export interface FakeE2cBank {
  terminal: E2cTerminal;
  client: ReturnType<typeof createE2cClient>;
  base: string;
  database: TestDatabase;
  close(): Promise<void>;
}

const SERIAL = '424242424242';

export async function startFakeE2cBank(): Promise<FakeE2cBank> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const database = await openTestDatabase();
  const terminalKey = 'FakeTerminalE2C';
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(
    tbankEmulatorE2cRoutes({
      terminalKey,
      db: database.db,
      publicKeyOf: (serial) => Promise.resolve(serial === SERIAL ? publicKey : null),
    }),
  );
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const terminal: E2cTerminal = {
    terminalKey,
    apiUrl: `${base}${E2C_EMULATOR_PATH}`,
    signer: () => Promise.resolve({ serialNumber: SERIAL, privateKey }),
  };
  return {
    terminal,
    client: createE2cClient(terminal),
    base,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export async function bindCardAtBank(bank: FakeE2cBank, customerKey: string, card: string) {
  await bank.client.addCustomer(customerKey);
  const { PaymentURL } = await bank.client.addCard(customerKey);
  const response = await fetch(PaymentURL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card }).toString(),
    redirect: 'manual',
  });
  if (response.status >= 400) throw new Error(`card page answered ${response.status}`);
  const cards = await bank.client.getCardList(customerKey);
  const bound = cards[0];
  if (bound === undefined) throw new Error('no card bound');
  return bound;
}
