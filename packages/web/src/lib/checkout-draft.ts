import type { CheckoutInput } from '@flowers/domain';

// Issue 26: per bouquet, for this tab only, until a payment succeeds.
const DRAFT_PREFIX = 'flowers/checkout-draft/';
const LAST_AD_KEY = 'flowers/checkout-last-ad';

const draftKey = (adId: number) => `${DRAFT_PREFIX}${adId}`;

export function readCheckoutDraft(adId: number): Partial<CheckoutInput> | null {
  try {
    const raw = sessionStorage.getItem(draftKey(adId));
    const value: unknown = raw ? JSON.parse(raw) : null;
    return typeof value === 'object' && value !== null ? (value as Partial<CheckoutInput>) : null;
  } catch {
    return null;
  }
}

export function saveCheckoutDraft(adId: number, draft: Partial<CheckoutInput>): void {
  try {
    sessionStorage.setItem(draftKey(adId), JSON.stringify(draft));
    sessionStorage.setItem(LAST_AD_KEY, String(adId));
  } catch {
    // Storage full or disabled: the form still works, it only forgets on leaving.
  }
}

export function lastCheckoutAdId(): number | null {
  try {
    const adId = Number(sessionStorage.getItem(LAST_AD_KEY));
    return Number.isInteger(adId) && adId > 0 ? adId : null;
  } catch {
    return null;
  }
}

export function clearCheckoutDrafts(): void {
  try {
    for (let index = sessionStorage.length - 1; index >= 0; index -= 1) {
      const key = sessionStorage.key(index);
      if (key?.startsWith(DRAFT_PREFIX)) sessionStorage.removeItem(key);
    }
    sessionStorage.removeItem(LAST_AD_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
