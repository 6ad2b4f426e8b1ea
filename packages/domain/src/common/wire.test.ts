import { describe, expect, it } from 'vitest';
import { MAX_ENTITY_ID } from './constants';
import { idParamSchema } from './wire';

describe('ids in paths and forms', () => {
  it('accepts an id given as text', () => {
    expect(idParamSchema.parse('42')).toBe(42);
  });

  it('refuses an id beyond the int4 range the database stores', () => {
    expect(idParamSchema.safeParse(String(MAX_ENTITY_ID + 1)).success).toBe(false);
  });

  it('refuses zero, negative and fractional ids', () => {
    for (const value of ['0', '-1', '1.5', 'abc']) {
      expect(idParamSchema.safeParse(value).success).toBe(false);
    }
  });
});
