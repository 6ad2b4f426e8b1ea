import { describe, expect, it } from 'vitest';
import { createStatementCounter } from './pg-tap.ts';

const untyped = (code: number, rest = Buffer.alloc(0)) => {
  const head = Buffer.alloc(8);
  head.writeInt32BE(8 + rest.length, 0);
  head.writeInt32BE(code, 4);
  return Buffer.concat([head, rest]);
};
const typed = (type: string, payload: string) => {
  const body = Buffer.from(payload);
  const head = Buffer.alloc(5);
  head.write(type, 0);
  head.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([head, body]);
};

describe('the database tap', () => {
  it('counts simple queries and executes after the SSL request and start-up, however split', () => {
    let statements = 0;
    const count = createStatementCounter(() => (statements += 1));
    const stream = Buffer.concat([
      untyped(80_877_103),
      untyped(196_608, Buffer.from('user\0postgres\0\0')),
      typed('p', 'password\0'),
      typed('Q', 'begin\0'),
      typed('P', '\0select 1\0\0\0'),
      typed('B', '\0\0\0\0\0\0'),
      typed('E', '\0\0\0\0\0'),
      typed('S', ''),
      typed('Q', 'commit\0'),
    ]);
    for (let at = 0; at < stream.length; at += 3) count(stream.subarray(at, at + 3));
    expect(statements).toBe(3);
  });
});
