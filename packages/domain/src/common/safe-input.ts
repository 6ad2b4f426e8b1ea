import { z } from 'zod';

export const NUL_IN_TEXT = 'Текст содержит недопустимый символ';
export const JSON_TOO_DEEP = 'Слишком глубокая вложенность данных';

// PostgreSQL stores neither U+0000 in text nor \u0000 in jsonb: it would be a 500 at insert.
const hasNul = (value: string) => value.includes('\0');

/** Every outside text starts from this, so none can carry a character the database refuses. */
export function textField(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !hasNul(value), { error: NUL_IN_TEXT, abort: true });
}

export const textInput = textField();

/** JSON.stringify recurses, so deep nesting overflows the stack; this walks with its own stack. */
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

export function storableJson<S extends z.ZodType>(schema: S, maxDepth: number) {
  return schema.superRefine((value, ctx) => {
    const problem = jsonProblem(value, maxDepth);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
  });
}
