export const ROLES = ['user', 'moderator', 'admin'] as const;

export type Role = (typeof ROLES)[number];

export function parseRole(text: unknown): Role | null {
  if (typeof text !== 'string') return null;
  const role = text.trim().toLowerCase();
  return (ROLES as readonly string[]).includes(role) ? (role as Role) : null;
}

export const ROLE_LABELS: Record<Role, string> = {
  user: 'Пользователь',
  moderator: 'Модератор',
  admin: 'Администратор',
};

export function roleLabel(role: string): string {
  const parsed = parseRole(role);
  return parsed === null ? 'Неизвестная роль' : ROLE_LABELS[parsed];
}

export function isStaff(role: string | null | undefined): boolean {
  const parsed = parseRole(role);
  return parsed === 'moderator' || parsed === 'admin';
}

export const CAPABILITIES = [
  'browse',
  'sell',
  'manageReserved',
  'moderate',
  'allOrders',
  'manageUsers',
  'payouts',
] as const;

export type Capability = (typeof CAPABILITIES)[number];

const EVERYONE = ['user', 'moderator', 'admin'] as const satisfies readonly Role[];
const STAFF = ['moderator', 'admin'] as const satisfies readonly Role[];

// spec §6 table.
export const PERMISSIONS: Record<Capability, readonly Role[]> = {
  browse: EVERYONE,
  sell: EVERYONE,
  manageReserved: STAFF,
  moderate: STAFF,
  allOrders: STAFF,
  manageUsers: ['admin'],
  // Issue 15: paying sellers out and seeing their full card numbers is the admins' alone.
  payouts: ['admin'],
};

export function can(role: Role, capability: Capability): boolean {
  return PERMISSIONS[capability].includes(role);
}
