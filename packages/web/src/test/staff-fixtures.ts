import type { Ad, Order, SafeDeal } from '@flowers/domain';

export function anAd(overrides: Partial<Ad> = {}): Ad {
  return {
    id: 7,
    title: 'Розы',
    description: 'Пятнадцать алых роз',
    price: 6500,
    original_price: 5000,
    address: 'Москва, Арбат 1',
    phone: '+79991234567',
    status: 'new',
    created_at: '2025-03-01T10:00:00.000Z',
    username: 'anna',
    user_id: '42',
    image_urls: ['/media/1.webp'],
    ...overrides,
  };
}

export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 1,
    order_number: 'FM-000001',
    status: 'paid',
    title: 'Розы',
    comment: 'Позвонить за час',
    price: 6500,
    original_price: 5000,
    address: 'Москва, Арбат 1',
    created_at: '2025-03-01T10:00:00.000Z',
    cancelled_at: null,
    cancel_reason: null,
    preview_image: '/media/1.webp',
    image_urls: ['/media/1.webp'],
    photos: {},
    seller_username: 'anna',
    seller_user_id: '7012345678',
    seller_address: 'Москва, Цветочная 1',
    seller_phone: '+79991234567',
    buyer_name: 'Борис',
    buyer_username: 'boris',
    buyer_user_id: '77',
    buyer_phone: '+79990000000',
    buyer_address: 'Москва, Тверская 2',
    buyer_email: null,
    ...overrides,
  };
}

export function aSafeDeal(overrides: Partial<SafeDeal> = {}): SafeDeal {
  return {
    state: 'held',
    state_label: 'Деньги удержаны',
    pay_type: 'T',
    held_kopecks: 650_000,
    captured_kopecks: 0,
    refunded_kopecks: 0,
    hold_deadline: '2025-03-08T10:00:00.000Z',
    confirm_by: '2025-03-02T10:00:00.000Z',
    buyer_confirmed_at: null,
    awaiting_buyer: true,
    dispute: null,
    ...overrides,
  };
}
