import { describe, expect, it } from 'vitest';
import {
  adIdBodySchema,
  adSchema,
  deleteRequestSchema,
  editRequestSchema,
  favoriteBodySchema,
  favoriteIdsSchema,
} from './wire';
import { AD } from '../common/wire-fixtures';

describe('ad on the wire (spec §3 "Ad")', () => {
  it('accepts an ad', () => {
    expect(adSchema.parse(AD)).toEqual(AD);
  });

  it('accepts card and gallery sizes of each photo', () => {
    const photos = [{ card: '/media/1-480.webp', gallery: '/media/1-1280.webp' }];
    expect(adSchema.parse({ ...AD, photos }).photos).toEqual(photos);
  });

  it('carries the user id as a decimal string', () => {
    expect(adSchema.safeParse({ ...AD, user_id: 7012345678 }).success).toBe(false);
  });

  it('refuses an unknown status', () => {
    expect(adSchema.safeParse({ ...AD, status: 'archived' }).success).toBe(false);
  });

  it('needs created_at in ISO form', () => {
    expect(adSchema.safeParse({ ...AD, created_at: '01.03.2025' }).success).toBe(false);
  });
});

describe('moderation requests (spec §3)', () => {
  const EDIT = {
    id: 3,
    ad_id: 7,
    type: 'edit',
    new_title: 'Пионы',
    new_price: 6000,
    new_description: null,
    approved: null,
    username: 'anna',
    user_id: '7012345678',
  };

  it('accepts a pending edit request (approved null)', () => {
    expect(editRequestSchema.parse(EDIT)).toEqual(EDIT);
  });

  it('accepts the current values for the struck-through line', () => {
    const withOld = { ...EDIT, title: 'Розы', price: 6500, original_price: 5000 };
    expect(editRequestSchema.parse(withOld)).toEqual(withOld);
  });

  it("refuses a request type other than 'edit' or 'delete'", () => {
    expect(editRequestSchema.safeParse({ ...EDIT, type: 'move' }).success).toBe(false);
  });

  it('accepts a delete request with the ad title, price and photos', () => {
    const request = {
      id: 4,
      ad_id: 7,
      username: 'anna',
      user_id: '1',
      title: 'Розы',
      price: 6500,
      image_urls: [],
    };
    expect(deleteRequestSchema.parse(request)).toEqual(request);
  });
});

describe('favourites and ad id bodies (spec §7)', () => {
  it('reads POST /api/favorites with ids as numbers or text', () => {
    expect(favoriteBodySchema.parse({ user_id: 42, ad_id: '7' })).toEqual({
      user_id: '42',
      ad_id: 7,
    });
  });

  it('reads the favourites list as ad ids', () => {
    expect(favoriteIdsSchema.parse([1, 2])).toEqual([1, 2]);
  });

  it('reads an ad_id body', () => {
    expect(adIdBodySchema.parse({ ad_id: 7 })).toEqual({ ad_id: 7 });
  });
});
