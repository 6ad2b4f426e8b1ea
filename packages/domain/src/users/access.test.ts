import { describe, expect, it } from 'vitest';
import { ACCESS_RULES, heldGrants, RELATIONS, type AccessRule, type Relation } from './access';

const rules = Object.entries(ACCESS_RULES) as [string, AccessRule][];

// The relations each kind of record can have to its caller.
const RELATIONS_OF: Record<string, readonly Relation[]> = {
  ad: ['owner', 'listed'],
  order: ['buyer', 'seller'],
  draft: ['owner'],
  user: ['self'],
  thread: ['buyer', 'seller'],
};

describe('the access table', () => {
  it('grants a relation only on a record that can have it', () => {
    const wrong = rules.flatMap(([permission, rule]) =>
      rule.grants
        .filter((grant) => (RELATIONS as readonly string[]).includes(grant))
        .filter((grant) => !(RELATIONS_OF[rule.subject ?? ''] ?? []).includes(grant as Relation))
        .map((grant) => `${permission}: ${grant}`),
    );
    expect(wrong).toEqual([]);
  });

  it("shows a seller's full card number to the seller and to admins only (issue 15)", () => {
    expect([...heldGrants('card.reveal', 'admin')]).toEqual(['payouts']);
    expect([...heldGrants('card.reveal', 'moderator')]).toEqual([]);
    expect([...heldGrants('card.reveal', 'user', new Set(['self']))]).toEqual(['self']);
  });

  it('lets a moderator read any order but not send a payout', () => {
    expect(heldGrants('order.read', 'moderator').has('allOrders')).toBe(true);
    expect(heldGrants('payout.send', 'moderator').size).toBe(0);
  });

  it('gives every signed-in user their own data', () => {
    expect([...heldGrants('order.listOwn', 'user')]).toEqual(['signedIn']);
  });
});
