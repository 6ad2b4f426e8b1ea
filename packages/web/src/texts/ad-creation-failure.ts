export const AD_CREATION_FALLBACK_MESSAGE =
  'Ошибка при загрузке объявления. Проверьте корректность всех полей.';

function nonEmptyText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function bodyText(body: unknown): string | null {
  if (body === null || body === undefined) return null;
  if (typeof body === 'string') return nonEmptyText(body);
  if (typeof body === 'object') {
    const record = body as Record<string, unknown>;
    return nonEmptyText(record.detail) ?? nonEmptyText(record.error) ?? JSON.stringify(body);
  }
  return String(body);
}

export interface FailedRequest {
  status?: number;
  body?: unknown;
  message?: string;
}

// spec §8 "Ad creation failure".
export function adCreationFailureMessage(failure: FailedRequest): string {
  const text = bodyText(failure.body) ?? nonEmptyText(failure.message);
  if (text === null) return AD_CREATION_FALLBACK_MESSAGE;
  return failure.status === undefined ? text : `${text} (HTTP ${failure.status})`;
}
