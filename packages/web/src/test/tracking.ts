import type { FloristThread, OrderTracking, Review, SellerPage } from '@flowers/domain';

export function makeTracking(overrides: Partial<OrderTracking> = {}): OrderTracking {
  return {
    id: 7,
    order_number: 'FM-000007',
    title: 'Розы',
    price: 6500,
    preview_image: null,
    status: 'paid',
    status_label: 'Оплачен',
    created_at: '2026-11-24T09:00:00.000Z',
    steps: [
      { step: 'paid', label: 'Оплачен', at: '2026-11-24T09:05:00.000Z' },
      { step: 'in_work', label: 'Букет в работе', at: '2026-11-24T10:00:00.000Z' },
      { step: 'delivered', label: 'Доставлен', at: null },
      { step: 'confirmed', label: 'Получение подтверждено', at: null },
    ],
    stage_photos: [
      {
        stage: 'chat',
        label: 'Букет собран',
        url: '/uploads/stage-1.jpg',
        at: '2026-11-24T10:00:00.000Z',
      },
      {
        stage: 'delivery',
        label: 'Букет вручён',
        url: '/uploads/stage-2.jpg',
        at: '2026-11-24T12:00:00.000Z',
      },
    ],
    delivery: {
      address: 'Москва, ул. Тверская, 1',
      date: '2026-11-25',
      slot: '10-12',
      when_label: '25 ноября, 10:00–12:00',
      buyer_name: 'Анна',
      buyer_phone: '+79990000000',
      recipient_name: 'Мария',
      recipient_phone: '+79991112233',
      card_message: 'С днём рождения!',
      comment: null,
    },
    cancelled_at: null,
    cancel_reason: null,
    seller: {
      id: '77',
      display_name: 'Цветы у Оли',
      rating: { average: 4.8, count: 12 },
      phone: null,
      contact_note:
        'Спросить флориста можно в «Переписке с флористом» на этой странице; если что-то пошло не так, напишите в поддержку.',
    },
    support_url: 'https://t.me/flowers_support',
    can_rate: false,
    rating: null,
    rating_editable_until: null,
    ...overrides,
  };
}

export function makeSellerPage(overrides: Partial<SellerPage> = {}): SellerPage {
  return {
    id: '77',
    display_name: 'Цветы у Оли',
    rating: { average: 4.5, count: 2 },
    delivered_orders: 15,
    ads: [],
    reviews: [],
    ...overrides,
  };
}

export const REVIEW: Review = {
  id: 3,
  order_id: 7,
  seller_id: '77',
  stars: 4,
  text: 'Свежие розы',
  author: 'Анна',
  created_at: '2026-11-24T13:00:00.000Z',
  updated_at: '2026-11-24T13:00:00.000Z',
  hidden: false,
};

/** The order page's thread with the florist before anyone wrote (issue 40). */
export function emptyFloristThread(orderId: number): FloristThread {
  return {
    id: null,
    ad_id: 1,
    title: 'Букет',
    order_id: orderId,
    order_number: 'FM-000007',
    viewer: 'buyer',
    messages: [],
  };
}
