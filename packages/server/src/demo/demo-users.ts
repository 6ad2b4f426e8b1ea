import type { Role } from '@flowers/domain';

export interface DemoUser {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  role: Role;
  label: string;
}

/** One of each kind of user, so a plain browser can try every role (demo mode only). */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    id: 100_000_001,
    username: 'demo_buyer',
    firstName: 'Анна',
    lastName: 'Покупатель',
    role: 'user',
    label: 'Покупатель',
  },
  {
    id: 100_000_002,
    username: 'demo_seller',
    firstName: 'Ольга',
    lastName: 'Флорист',
    role: 'user',
    label: 'Продавец',
  },
  {
    id: 100_000_003,
    username: 'demo_moderator',
    firstName: 'Илья',
    lastName: 'Модератор',
    role: 'moderator',
    label: 'Модератор',
  },
  {
    id: 100_000_004,
    username: 'demo_admin',
    firstName: 'Мария',
    lastName: 'Администратор',
    role: 'admin',
    label: 'Администратор',
  },
];

export const DEMO_SELLER_ID = 100_000_002;
