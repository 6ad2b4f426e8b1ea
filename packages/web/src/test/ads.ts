import type { Ad, Order } from '@flowers/domain';

let nextId = 100;

export function makeAd(overrides: Partial<Ad> = {}): Ad {
  const id = overrides.id ?? nextId++;
  return {
    id,
    title: `Букет ${id}`,
    description: 'Свежие пионы',
    price: 6500,
    original_price: 5000,
    address: 'Москва, Арбат 1',
    phone: '+79991234567',
    status: 'new',
    created_at: new Date().toISOString(),
    username: 'seller',
    user_id: '7012345678',
    image_urls: [`/media/${id}-1280.webp`],
    photos: [{ card: `/media/${id}-480.webp`, gallery: `/media/${id}-1280.webp` }],
    ...overrides,
  };
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 1,
    order_number: 'FM-000001',
    status: 'paid',
    title: 'Розы',
    comment: null,
    price: 6500,
    original_price: 5000,
    address: 'Москва, Арбат 1',
    created_at: '2025-03-01T10:00:00.000Z',
    cancelled_at: null,
    cancel_reason: null,
    preview_image: '/media/1-480.webp',
    image_urls: ['/media/1-1280.webp'],
    photos: {},
    seller_username: 'seller',
    seller_user_id: '7012345678',
    seller_address: null,
    seller_phone: '+79991234567',
    buyer_name: 'Анна',
    buyer_username: 'anna',
    buyer_user_id: '42',
    buyer_phone: '+79990000000',
    buyer_address: 'Москва, Тверская 2',
    buyer_email: null,
    ...overrides,
  };
}
