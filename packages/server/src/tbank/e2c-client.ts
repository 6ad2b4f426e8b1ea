import { z } from 'zod';
import { TbankError } from './tbank-client.ts';
import { signE2cRequest, type E2cSigner } from './e2c-signature.ts';

export interface E2cTerminal {
  terminalKey: string;
  apiUrl: string;
  /** Resolved on the first call: demo mode's key is made then, not at every start. */
  signer: () => Promise<E2cSigner>;
}

export const E2C_SENT_STATUS = 'COMPLETED';
export const E2C_FAILED_STATUSES: ReadonlySet<string> = new Set([
  'REJECTED',
  'CANCELED',
  'DEADLINE_EXPIRED',
]);

const id = z.union([z.string(), z.number()]).transform(String);
const stateResult = z.object({
  PaymentId: id,
  Status: z.string(),
  OrderId: z.string().optional(),
  Amount: z.number().optional(),
});
const addCardResult = z.object({ PaymentURL: z.string(), RequestKey: z.string().optional() });
const cardSchema = z.object({ CardId: id, Pan: z.string(), Status: z.string() }).loose();
const envelope = z
  .object({ Success: z.boolean(), ErrorCode: z.string(), Message: z.string().optional() })
  .loose();

export type E2cCard = z.infer<typeof cardSchema>;

const DEFAULT_TIMEOUT_MS = 15_000;

export function createE2cClient(terminal: E2cTerminal, options: { timeoutMs?: number } = {}) {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function post(method: string, fields: Record<string, unknown>): Promise<unknown> {
    const body = signE2cRequest(
      { TerminalKey: terminal.terminalKey, ...fields },
      await terminal.signer(),
    );
    try {
      const response = await fetch(`${terminal.apiUrl}${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return await response.json();
    } catch (error) {
      throw new TbankError('network', `T-Bank E2C ${method}: ${(error as Error).message}`);
    }
  }

  async function call<S extends z.ZodType>(
    method: string,
    fields: Record<string, unknown>,
    result: S,
  ): Promise<z.output<S>> {
    const answer = await post(method, fields);
    const head = envelope.safeParse(answer);
    if (!head.success) throw new TbankError('network', `T-Bank E2C ${method}: unreadable answer`);
    const { Success, ErrorCode, Message } = head.data;
    if (!Success || ErrorCode !== '0') {
      throw new TbankError(ErrorCode, `T-Bank E2C ${method}: ${ErrorCode} ${Message ?? ''}`.trim());
    }
    const parsed = result.safeParse(answer);
    if (!parsed.success) throw new TbankError('network', `T-Bank E2C ${method}: unexpected answer`);
    return parsed.data;
  }

  return {
    terminalKey: terminal.terminalKey,
    addCustomer: (customerKey: string) =>
      call('AddCustomer', { CustomerKey: customerKey }, z.object({ CustomerKey: z.string() })),
    /** Its CardId shows in GetCardList after. */
    addCard: (customerKey: string) => call('AddCard', { CustomerKey: customerKey }, addCardResult),
    /** The answer is a bare JSON array, or the usual error object. */
    async getCardList(customerKey: string): Promise<E2cCard[]> {
      const answer = await post('GetCardList', { CustomerKey: customerKey });
      if (Array.isArray(answer)) {
        const cards = z.array(cardSchema).safeParse(answer);
        if (!cards.success)
          throw new TbankError('network', 'T-Bank E2C GetCardList: unexpected answer');
        return cards.data;
      }
      const head = envelope.safeParse(answer);
      const code = head.success ? head.data.ErrorCode : 'network';
      throw new TbankError(code, `T-Bank E2C GetCardList: ${code}`);
    },
    /** OrderId is unique per payout, so a repeat finds the same one. */
    init: (payout: { OrderId: string; CardId: string; Amount: number }) =>
      call('Init', payout, stateResult),
    payment: (paymentId: string) => call('Payment', { PaymentId: paymentId }, stateResult),
    getState: (paymentId: string) => call('GetState', { PaymentId: paymentId }, stateResult),
  };
}

export type E2cClient = ReturnType<typeof createE2cClient>;
