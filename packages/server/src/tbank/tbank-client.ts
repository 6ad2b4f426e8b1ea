import { z } from 'zod';
import { signTbankRequest } from './tbank-token.ts';

/** apiUrl ends with a slash (…/v2/). */
export interface TbankTerminal {
  terminalKey: string;
  password: string;
  apiUrl: string;
}

/** Statuses after which the money is ours (one-stage payment: AUTHORIZED, then CONFIRMED). */
export const PAID_PAYMENT_STATUSES: ReadonlySet<string> = new Set(['AUTHORIZED', 'CONFIRMED']);
export const FAILED_PAYMENT_STATUSES: ReadonlySet<string> = new Set([
  'REJECTED',
  'AUTH_FAIL',
  'CANCELED',
  'DEADLINE_EXPIRED',
  'REVERSED',
]);

export class TbankError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'TbankError';
  }
}

export interface InitRequest {
  Amount: number;
  OrderId: string;
  Description: string;
  NotificationURL: string;
  SuccessURL: string;
  FailURL: string;
  RedirectDueDate: string;
  Receipt?: object;
}

const paymentId = z.union([z.string(), z.number()]).transform(String);
const initResult = z.object({ PaymentId: paymentId, PaymentURL: z.string(), Status: z.string() });
const stateResult = z.object({
  PaymentId: paymentId,
  Status: z.string(),
  OrderId: z.string().optional(),
  Amount: z.number().optional(),
});
const cancelResult = z.object({
  Status: z.string(),
  OriginalAmount: z.number().optional(),
  NewAmount: z.number().optional(),
});

const DEFAULT_TIMEOUT_MS = 15_000;

export function createTbankClient(
  terminal: TbankTerminal,
  options: { payType?: 'O' | 'T'; timeoutMs?: number } = {},
) {
  const payType = options.payType ?? 'T';
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  async function call<S extends z.ZodType>(
    method: string,
    fields: Record<string, unknown>,
    result: S,
  ): Promise<z.output<S>> {
    const body = signTbankRequest(
      { TerminalKey: terminal.terminalKey, ...fields },
      terminal.password,
    );
    let answer: unknown;
    try {
      const response = await fetch(`${terminal.apiUrl}${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      answer = await response.json();
    } catch (error) {
      throw new TbankError('network', `T-Bank ${method}: ${(error as Error).message}`);
    }
    const envelope = z
      .object({ Success: z.boolean(), ErrorCode: z.string(), Message: z.string().optional() })
      .loose()
      .safeParse(answer);
    if (!envelope.success) throw new TbankError('network', `T-Bank ${method}: unreadable answer`);
    // Errors come back as HTTP 200 with Success false; "0" is the only success code.
    const { Success, ErrorCode, Message } = envelope.data;
    if (!Success || ErrorCode !== '0') {
      throw new TbankError(ErrorCode, `T-Bank ${method}: ${ErrorCode} ${Message ?? ''}`.trim());
    }
    const parsed = result.safeParse(answer);
    if (!parsed.success) throw new TbankError('network', `T-Bank ${method}: unexpected answer`);
    return parsed.data;
  }

  return {
    terminalKey: terminal.terminalKey,
    payType,
    init: (request: InitRequest) => call('Init', { ...request, PayType: payType }, initResult),
    getState: (id: string) => call('GetState', { PaymentId: id }, stateResult),
    // NEW → CANCELED, AUTHORIZED → REVERSED, CONFIRMED → REFUNDED.
    cancel: (id: string, externalRequestId: string, amountKopecks?: number, receipt?: object) =>
      call(
        'Cancel',
        {
          PaymentId: id,
          ExternalRequestId: externalRequestId,
          ...(amountKopecks !== undefined && { Amount: amountKopecks }),
          ...(receipt !== undefined && { Receipt: receipt }),
        },
        cancelResult,
      ),
    // A partial one releases the rest; its receipt (54-FZ) is of what is charged, else Init's.
    confirm: (id: string, amountKopecks?: number, receipt?: object) =>
      call(
        'Confirm',
        {
          PaymentId: id,
          ...(amountKopecks !== undefined && { Amount: amountKopecks }),
          ...(receipt !== undefined && { Receipt: receipt }),
        },
        stateResult,
      ),
  };
}

export type TbankClient = ReturnType<typeof createTbankClient>;
