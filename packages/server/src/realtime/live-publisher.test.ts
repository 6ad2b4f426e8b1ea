import { RESERVED_AD_RETURNED_MESSAGE, type Ad } from '@flowers/domain';
import { describe, expect, it } from 'vitest';
import { createRecordingPublisher, statusChangeMessage } from './live-publisher.ts';

const AD: Ad = {
  id: 7,
  title: 'Пионы',
  description: null,
  price: 6500,
  original_price: 5000,
  address: 'Москва, ул. Тверская, 1',
  phone: '+79990000000',
  status: 'new',
  created_at: '2026-11-21T12:00:00.000Z',
  username: 'anna',
  user_id: '7000000001',
  image_urls: [],
};

describe('live publisher', () => {
  it('records new_ad and ad_status_changed for ads_updates and moderation_count for staff', () => {
    const publisher = createRecordingPublisher();
    publisher.adEnteredCatalogue(AD);
    publisher.adStatusChanged({ adId: 7, newStatus: 'reserved', oldStatus: 'new' });
    publisher.moderationCountChanged(3);
    expect(publisher.messages).toEqual([
      { room: 'ads_updates', event: 'new_ad', payload: { ad: AD } },
      {
        room: 'ads_updates',
        event: 'ad_status_changed',
        payload: { adId: 7, newStatus: 'reserved', oldStatus: 'new' },
      },
      { room: 'staff', event: 'moderation_count', payload: { count: 3 } },
    ]);
  });

  it('leaves message out of the payload when there is none', () => {
    const publisher = createRecordingPublisher();
    publisher.adStatusChanged({ adId: 7, newStatus: 'completed', oldStatus: 'reserved' });
    expect(publisher.messages[0]?.payload).not.toHaveProperty('message');
  });

  it('says «Букет снова доступен для заказа!» when a reserved bouquet returns to new', () => {
    expect(statusChangeMessage('reserved', 'new')).toBe(RESERVED_AD_RETURNED_MESSAGE);
    expect(RESERVED_AD_RETURNED_MESSAGE).toBe('Букет снова доступен для заказа!');
  });

  it('has no message for other changes', () => {
    expect(statusChangeMessage('wait_moder', 'new')).toBeUndefined();
    expect(statusChangeMessage('new', 'reserved')).toBeUndefined();
  });
});
