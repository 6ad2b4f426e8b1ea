// Issue 40: one key per new-ad form, kept in the tab until the ad is posted, so a second submit
// of the same form (after leaving during «Обработка фото…» and coming back) finds the first ad.
const STORAGE_KEY = 'flowers/ad-creation-key';

export function formCreationKey(): string {
  const kept = sessionStorage.getItem(STORAGE_KEY);
  if (kept !== null) return kept;
  const key = crypto.randomUUID();
  sessionStorage.setItem(STORAGE_KEY, key);
  return key;
}

export function forgetCreationKey(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}
