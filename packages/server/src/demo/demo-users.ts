import type { Role, TaxStatus } from '@flowers/domain';

export interface DemoUser {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  role: Role;
  label: string;
  /** Its check digits hold, so the demo's receipts name a supplier. */
  inn: string;
  taxStatus: TaxStatus;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    id: 100_000_001,
    username: 'demo_buyer',
    firstName: 'Анна',
    lastName: 'Покупатель',
    role: 'user',
    label: 'Покупатель',
    inn: '770123456703',
    taxStatus: 'self_employed',
  },
  {
    id: 100_000_002,
    username: 'demo_seller',
    firstName: 'Ольга',
    lastName: 'Флорист',
    role: 'user',
    label: 'Продавец',
    inn: '770234567818',
    taxStatus: 'individual_entrepreneur',
  },
  {
    id: 100_000_003,
    username: 'demo_moderator',
    firstName: 'Илья',
    lastName: 'Модератор',
    role: 'moderator',
    label: 'Модератор',
    inn: '770345678922',
    taxStatus: 'self_employed',
  },
  {
    id: 100_000_004,
    username: 'demo_admin',
    firstName: 'Мария',
    lastName: 'Администратор',
    role: 'admin',
    label: 'Администратор',
    inn: '770456789000',
    taxStatus: 'self_employed',
  },
];

export const DEMO_SELLER_ID = 100_000_002;
