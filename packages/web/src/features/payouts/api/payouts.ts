import { payoutRegisterSchema, payoutSchema, revealedCardSchema } from '@flowers/domain';
import type { Payout, PayoutRecordInput, SellerOwed } from '@flowers/domain';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/call';
import { payoutKeys } from '../../../api/query-keys';
import { useInvalidate } from '../../../api/use-invalidate';

export async function getPayoutRegister(): Promise<SellerOwed[]> {
  return payoutRegisterSchema.parse(await call('get', '/api/admin/payouts'));
}

export function payoutRegisterQueryOptions() {
  return queryOptions({ queryKey: payoutKeys.register(), queryFn: getPayoutRegister });
}

export function usePayoutRegister() {
  return useQuery(payoutRegisterQueryOptions());
}

/** The server writes each reveal to the audit log. */
export async function revealCard(sellerId: string): Promise<string> {
  const body = await call('post', '/api/admin/payouts/{sellerId}/card', { path: { sellerId } });
  return revealedCardSchema.parse(body).card_number;
}

export function useRevealCard() {
  return useMutation({ mutationFn: revealCard });
}

export async function recordPayout(input: {
  sellerId: string;
  payout: PayoutRecordInput;
}): Promise<Payout> {
  const body = await call('post', '/api/admin/payouts/{sellerId}', {
    path: { sellerId: input.sellerId },
    body: input.payout,
  });
  return payoutSchema.parse(body);
}

export function useRecordPayout() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: recordPayout,
    onSuccess: () => invalidate(payoutKeys.all),
  });
}

/** A plain link cannot carry the x-initdata header the server checks. */
export async function downloadPayoutRegister(): Promise<void> {
  const csv = await call('get', '/api/admin/payouts/register.csv');
  // An empty answer is no text at all (apiRequest reads it as null).
  const blob = new Blob([typeof csv === 'string' ? csv : ''], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'payouts.csv';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function useDownloadPayoutRegister() {
  return useMutation({ mutationFn: downloadPayoutRegister });
}
