import { sellerBalanceSchema } from '@flowers/domain';
import type { SellerBalance } from '@flowers/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';

/** The seller's own balance and payouts (issue 15). */
export async function getMyBalance(): Promise<SellerBalance> {
  return sellerBalanceSchema.parse(await apiRequest('/api/my-balance'));
}

export function useMyBalance() {
  return useQuery({ queryKey: ['payouts', 'mine'], queryFn: getMyBalance });
}
