import { describe, expect, it } from 'vitest';
import { deleteRequestListSchema, editRequestListSchema, pendingEditRequests } from './moderation';
import type { EditRequest } from './wire';

function request(overrides: Partial<EditRequest>): EditRequest {
  return {
    id: 1,
    ad_id: 7,
    type: 'edit',
    new_title: 'Белые розы',
    new_price: 6000,
    new_description: null,
    approved: null,
    username: 'anna',
    user_id: '42',
    ...overrides,
  };
}

describe('moderation lists (spec §7)', () => {
  it('reads the delete requests with the ad they concern', () => {
    const body = [
      {
        id: 3,
        ad_id: 7,
        username: 'anna',
        user_id: '42',
        title: 'Розы',
        price: 6500,
        image_urls: [],
      },
    ];
    expect(deleteRequestListSchema.parse(body)).toEqual(body);
  });

  it('refuses an edit request without its decision field', () => {
    const body = [{ id: 1, ad_id: 7, type: 'edit', new_title: 'x', new_price: 1, user_id: '42' }];
    expect(editRequestListSchema.safeParse(body).success).toBe(false);
  });
});

describe('pending edit requests (spec §3)', () => {
  it('lists only undecided edit requests', () => {
    const list = [
      request({ id: 1 }),
      request({ id: 2, approved: true }),
      request({ id: 3, approved: false }),
      request({ id: 4, type: 'delete' }),
    ];
    expect(pendingEditRequests(list).map((r) => r.id)).toEqual([1]);
  });
});
