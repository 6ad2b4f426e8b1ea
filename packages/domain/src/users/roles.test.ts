import { describe, expect, it } from 'vitest';
import { CAPABILITIES, PERMISSIONS, ROLES, can, isStaff, parseRole } from './roles';
import { roleSchema } from './wire';
import type { Capability, Role } from './roles';

// spec §6, one row per capability: [user, moderator, admin]
const TABLE: Record<Capability, [boolean, boolean, boolean]> = {
  browse: [true, true, true],
  sell: [true, true, true],
  manageReserved: [false, true, true],
  moderate: [false, true, true],
  allOrders: [false, true, true],
  manageUsers: [false, false, true],
  payouts: [false, false, true],
};

const CELLS = CAPABILITIES.flatMap((capability) =>
  ROLES.map((role, i) => [capability, role, TABLE[capability][i]] as const),
);

describe('roles (spec §3, §6)', () => {
  it('has the roles user, moderator and admin', () => {
    expect(ROLES).toEqual(['user', 'moderator', 'admin']);
  });

  it.each([
    ['admin', 'admin'],
    ['Moderator', 'moderator'],
    [' USER ', 'user'],
  ])('reads %j as %s', (text, role) => {
    expect(parseRole(text)).toBe(role);
  });

  it.each([['owner'], [''], [null], [42]])('reads %j as no role', (text) => {
    expect(parseRole(text)).toBeNull();
  });

  it('refuses an unknown role on the wire', () => {
    expect(roleSchema.safeParse('owner').success).toBe(false);
  });

  it.each([
    ['moderator', true],
    ['admin', true],
    ['Admin', true],
    ['user', false],
    [null, false],
  ])('counts %s as staff: %s', (role, staff) => {
    expect(isStaff(role)).toBe(staff);
  });
});

describe('permission table (spec §6)', () => {
  it.each(CELLS)('%s for %s: %s', (capability, role: Role, allowed) => {
    expect(can(role, capability)).toBe(allowed);
  });

  it('has a row for every capability', () => {
    expect(Object.keys(PERMISSIONS).sort()).toEqual([...CAPABILITIES].sort());
  });
});
