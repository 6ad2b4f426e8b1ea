import {
  ACCESS_RULES,
  SUBJECT_NOT_FOUND,
  can,
  heldGrants,
  isInCatalogue,
  needsRelations,
  type AccessRule,
  type AccessSubject,
  type Grant,
  type Permission,
  type Relation,
  type SubjectPermission,
} from '@flowers/domain';
import type { CurrentUser } from '../auth/current-user.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import {
  findAdAccess,
  findDraftAccess,
  findOrderAccess,
  findThreadAccess,
} from './access.repository.ts';

/** Ads, orders and requests have numbers; drafts a random text, as in their links. */
type SubjectId = number | string;

type Relations = Set<Relation>;

/**
 * The caller's relations to the record, or null when it is not there for them. A deleted
 * order exists only for staff who see every order (spec §6).
 */
async function relationsTo(
  db: Database,
  caller: CurrentUser,
  subject: AccessSubject,
  id: SubjectId,
): Promise<Relations | null> {
  const relations: Relations = new Set();
  switch (subject) {
    case 'user':
      if (id === caller.id) relations.add('self');
      return relations;
    case 'ad': {
      const ad = await findAdAccess(db, Number(id));
      if (ad === null) return null;
      if (ad.ownerId === caller.id) relations.add('owner');
      if (isInCatalogue(ad.status)) relations.add('listed');
      return relations;
    }
    case 'order': {
      const order = await findOrderAccess(db, Number(id));
      if (order === null) return null;
      if (order.status === 'deleted' && !can(caller.role, 'allOrders')) return null;
      if (order.buyerId === caller.id) relations.add('buyer');
      if (order.sellerId === caller.id) relations.add('seller');
      return relations;
    }
    case 'draft': {
      const draft = await findDraftAccess(db, String(id));
      if (draft === null) return null;
      if (draft.sellerId === caller.id) relations.add('owner');
      return relations;
    }
    case 'thread': {
      const thread = await findThreadAccess(db, Number(id));
      if (thread === null) return null;
      if (thread.buyerId === caller.id) relations.add('buyer');
      if (thread.sellerId === caller.id) relations.add('seller');
      return relations;
    }
  }
}

function refuse(rule: AccessRule): never {
  throw new AppError(rule.refusal.code, rule.refusal.message);
}

/**
 * The first statement of a service method whose permission needs no record: the caller's role
 * against the domain's `ACCESS_RULES`. Answers the grants the caller holds.
 */
export function requireRole(
  caller: CurrentUser,
  permission: Exclude<Permission, SubjectPermission>,
): ReadonlySet<Grant> {
  const held = heldGrants(permission, caller.role);
  if (held.size === 0) refuse(ACCESS_RULES[permission]);
  return held;
}

/**
 * The first statement of a service method that acts on one record (issue 23, in the way of
 * immich's `requireAccess`): the caller against `ACCESS_RULES`, on the record itself. A caller
 * whom no role and no relation could let in is refused before the record is read, so the
 * refusal does not say whether it exists. Answers the grants the caller holds, for methods
 * that show the owner or staff more.
 */
export async function requireAccess(
  db: Database,
  caller: CurrentUser,
  permission: SubjectPermission,
  id: SubjectId,
): Promise<ReadonlySet<Grant>> {
  const rule = ACCESS_RULES[permission];
  if (heldGrants(permission, caller.role).size === 0 && !needsRelations(permission)) refuse(rule);
  const relations = await relationsTo(db, caller, rule.subject, id);
  if (relations === null) throw new AppError('not_found', SUBJECT_NOT_FOUND[rule.subject]);
  const held = heldGrants(permission, caller.role, relations);
  if (held.size === 0) refuse(rule);
  return held;
}
