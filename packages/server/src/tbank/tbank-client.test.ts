import Fastify, { type FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TbankError, createTbankClient, type TbankClient } from './tbank-client.ts';

let bank: FastifyInstance;
let client: TbankClient;
let answer: unknown = null;

beforeAll(async () => {
  bank = Fastify();
  bank.post('/v2/:method', async () => answer);
  const base = await bank.listen({ port: 0, host: '127.0.0.1' });
  client = createTbankClient({
    terminalKey: 'OddTerminal',
    password: 'odd',
    apiUrl: `${base}/v2/`,
  });
});
afterAll(() => bank.close());

const SUCCESS = { Success: true, ErrorCode: '0' };
/** Valid JSON the bank might answer: a good envelope around odd fields, or no envelope at all. */
const oddAnswer = fc.oneof(
  fc.constantFrom<unknown>(true, {}, null, [], 'OK', 0),
  fc.jsonValue(),
  fc
    .record(
      {
        PaymentId: fc.oneof(fc.string(), fc.integer(), fc.constant(Number.MAX_SAFE_INTEGER)),
        Status: fc.oneof(
          fc.constantFrom('AUTHORIZED', 'ASYNC_REFUNDING', 'SOMETHING_NEW'),
          fc.jsonValue(),
        ),
        Amount: fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
        PaymentURL: fc.oneof(fc.webUrl(), fc.constant(1)),
        NewAmount: fc.oneof(fc.nat(), fc.string()),
      },
      { requiredKeys: [] },
    )
    .chain((fields) =>
      fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue(), { maxKeys: 2 }).map((extra) => ({
        ...extra,
        ...SUCCESS,
        ...fields,
      })),
    ),
);

const CALLS: Record<string, () => Promise<{ Status: string }>> = {
  init: () =>
    client.init({
      Amount: 650_000,
      OrderId: 'o-1',
      Description: 'Букет',
      NotificationURL: 'http://127.0.0.1/n',
      SuccessURL: 'http://127.0.0.1/s',
      FailURL: 'http://127.0.0.1/f',
      RedirectDueDate: '2026-11-27T20:00:00+03:00',
    }),
  getState: () => client.getState('1'),
  confirm: () => client.confirm('1'),
  cancel: () => client.cancel('1', 'key-1'),
};

describe('the T-Bank client reading odd but valid JSON', () => {
  it('gives a parsed answer or a TbankError for every method, never anything else', async () => {
    await fc.assert(
      fc.asyncProperty(oddAnswer, async (odd) => {
        answer = odd;
        for (const [method, call] of Object.entries(CALLS)) {
          const outcome = await call().then(
            (parsed) => typeof parsed.Status === 'string',
            (error: unknown) => error instanceof TbankError,
          );
          expect(outcome, `${method}: ${JSON.stringify(odd)}`).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});
