import { initDataFor } from './telegram-launch.ts';

/** Its check digits hold. */
export const E2E_SELLER_INN = '500100732259';

/** 54-FZ: checkout refuses to charge for a seller without them (issue 24). */
export async function giveTaxDetails(
  origin: string,
  user: { id: number },
  fullName: string,
): Promise<void> {
  const response = await fetch(`${origin}/api/users/${String(user.id)}/payment-info`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-initdata': initDataFor(user) },
    body: JSON.stringify({
      fullName,
      bankCardNumber: '2200770239097761',
      inn: E2E_SELLER_INN,
      taxStatus: 'self_employed',
    }),
  });
  if (!response.ok) throw new Error(`payment-info: ${response.status} ${await response.text()}`);
}
