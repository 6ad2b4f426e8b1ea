import { describe, expect, it } from 'vitest';
import { deleteRequestListSchema, editRequestListSchema } from './moderation';

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
