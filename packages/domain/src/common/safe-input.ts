import { z } from 'zod';

export const NUL_IN_TEXT = 'Текст содержит недопустимый символ';
export const JSON_TOO_DEEP = 'Слишком глубокая вложенность данных';

// PostgreSQL stores neither U+0000 in text nor \u0000 in jsonb; letting one through turns a
// typo or an attack into a 500 at the insert.
const hasNul = (value: string) => value.includes('\0');

/**
 * Every text that comes from outside (bodies, forms, queries) starts from this, so none can
 * carry a character the database refuses. `params` is z.string's (the message for a non-text).
 */
export function textField(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !hasNul(value), { error: NUL_IN_TEXT, abort: true });
}

export const textInput = textField();

/**
 * Why a parsed JSON value cannot be stored as jsonb, or null when it can: a NUL in a key or a
 * string, or objects nested deeper than `maxDepth` (JSON.stringify recurses, so a body nested
 * ten thousand levels deep overflows the stack on the way in). Walks with its own stack so the
 * check itself cannot overflow.
 */
export function jsonProblem(value: unknown, maxDepth: number): string | null {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item === 'string') {
      if (hasNul(item)) return NUL_IN_TEXT;
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    if (depth >= maxDepth) return JSON_TOO_DEEP;
    for (const [key, child] of Object.entries(item)) {
      if (hasNul(key)) return NUL_IN_TEXT;
      pending.push([child, depth + 1]);
    }
  }
  return null;
}

/** Free-form JSON kept as it came (jsonb), bounded so that it can be stored. */
export function storableJson<S extends z.ZodType>(schema: S, maxDepth: number) {
  return schema.superRefine((value, ctx) => {
    const problem = jsonProblem(value, maxDepth);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  });
}
