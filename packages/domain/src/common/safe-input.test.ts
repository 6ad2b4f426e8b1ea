import { describe, expect, it } from 'vitest';
import { JSON_TOO_DEEP, jsonProblem, NUL_IN_TEXT, textInput } from './safe-input';

describe('text from outside', () => {
  it('refuses a NUL character with a Russian message', () => {
    const result = textInput.safeParse('Розы\u0000');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(NUL_IN_TEXT);
  });

  it('keeps any other text, emoji and line breaks included', () => {
    expect(textInput.parse('Розы 🌹\nи тюльпаны')).toBe('Розы 🌹\nи тюльпаны');
  });
});

describe('JSON kept as it came', () => {
  it('finds a NUL in a nested key or string', () => {
    expect(jsonProblem({ a: [{ b: 'x\u0000' }] }, 5)).toBe(NUL_IN_TEXT);
    expect(jsonProblem({ a: { 'k\u0000': 1 } }, 5)).toBe(NUL_IN_TEXT);
  });

  it('refuses nesting deeper than allowed without overflowing on 100 000 levels', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(jsonProblem(deep, 8)).toBe(JSON_TOO_DEEP);
    expect(jsonProblem({ a: { b: 1 } }, 1)).toBe(JSON_TOO_DEEP);
    expect(jsonProblem({ a: { b: 1 } }, 2)).toBeNull();
  });
});
