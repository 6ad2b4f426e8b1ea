import { CHAT_DRAFT_MESSAGES } from '../ads/chat-draft';
import {
  AD_NOT_FOUND_MESSAGE,
  FORBIDDEN_MESSAGE,
  NOT_AD_OWNER_MESSAGE,
  NOT_YOUR_ORDER_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  OTHERS_FAVORITES_MESSAGE,
  USER_NOT_FOUND_MESSAGE,
} from '../common/errors';
import { FLORIST_MESSAGE_ERRORS } from '../florist-messages/messages';
import { RATING_NOT_BUYER_MESSAGE } from '../ratings/rules';
import { can, type Capability, type Role } from './roles';

/** What a service acts on, by id; of a `user` only whether it is the caller counts. */
export type AccessSubject = 'ad' | 'order' | 'draft' | 'user' | 'thread';

/**
 * How the caller stands to the record: the seller of an ad or draft is its `owner`; a florist
 * thread (issue 40) has a `buyer` and a `seller`.
 */
export const RELATIONS = ['self', 'owner', 'buyer', 'seller', 'listed'] as const;
export type Relation = (typeof RELATIONS)[number];

/** A role capability (spec §6), a relation to the record, or simply being signed in. */
export type Grant = Capability | Relation | 'signedIn';

export interface AccessRule {
  subject: AccessSubject | null;
  grants: readonly Grant[];
  /** What a caller with none is told: `not_found` keeps the record's existence from them. */
  refusal: { code: 'forbidden' | 'not_found'; message: string };
}

const FORBIDDEN = { code: 'forbidden', message: FORBIDDEN_MESSAGE } as const;

const rule = <S extends AccessSubject | null>(
  subject: S,
  grants: readonly Grant[],
  refusal: AccessRule['refusal'] = FORBIDDEN,
) => ({ subject, grants, refusal });

// Issue 23 (immich's `requireAccess`): every service method starts by asking this table.
export const ACCESS_RULES = {
  'catalogue.search': rule(null, ['browse']),
  'ad.read': rule('ad', ['listed', 'owner', 'moderate'], {
    code: 'not_found',
    message: AD_NOT_FOUND_MESSAGE,
  }),
  'ad.listOwn': rule(null, ['signedIn']),
  'ad.create': rule(null, ['sell']),
  'ad.relist': rule('ad', ['owner'], { code: 'not_found', message: AD_NOT_FOUND_MESSAGE }),
  'ad.resubmit': rule('ad', ['owner'], { code: 'not_found', message: AD_NOT_FOUND_MESSAGE }),
  'ad.requestChange': rule('ad', ['owner'], { code: 'forbidden', message: NOT_AD_OWNER_MESSAGE }),
  'ad.adminDelete': rule('ad', ['manageReserved']),
  'ad.moderate': rule(null, ['moderate']),
  'draft.use': rule('draft', ['owner'], {
    code: 'forbidden',
    message: CHAT_DRAFT_MESSAGES.notYours,
  }),
  'order.create': rule(null, ['browse']),
  'order.listOwn': rule(null, ['signedIn']),
  'order.listAll': rule(null, ['allOrders']),
  'order.read': rule('order', ['buyer', 'seller', 'allOrders']),
  'order.track': rule('order', ['buyer', 'allOrders']),
  'order.staffRead': rule('order', ['moderate']),
  'order.findByAd': rule('ad', ['manageReserved']),
  'order.pay': rule('order', ['buyer']),
  'order.answerReceipt': rule('order', ['buyer'], {
    code: 'forbidden',
    message: NOT_YOUR_ORDER_MESSAGE,
  }),
  'order.rate': rule('order', ['buyer'], {
    code: 'forbidden',
    message: RATING_NOT_BUYER_MESSAGE,
  }),
  'order.edit': rule('order', ['allOrders']),
  'order.deliver': rule('order', ['moderate']),
  'order.photo': rule('order', ['moderate']),
  'order.complete': rule('order', ['manageReserved']),
  'order.cancel': rule('order', ['manageReserved']),
  'order.delete': rule('order', ['allOrders']),
  'order.decideDispute': rule('order', ['moderate']),
  // Issue 40 «Написать флористу». Staff read an order's thread only in a dispute or after a
  // report: the service checks that once the role let them in.
  'florist.readAd': rule('ad', ['listed', 'owner'], {
    code: 'not_found',
    message: AD_NOT_FOUND_MESSAGE,
  }),
  'florist.ask': rule('ad', ['listed'], { code: 'not_found', message: AD_NOT_FOUND_MESSAGE }),
  'florist.readOrder': rule('order', ['buyer', 'seller', 'moderate']),
  'florist.writeOrder': rule('order', ['buyer', 'seller'], {
    code: 'forbidden',
    message: NOT_YOUR_ORDER_MESSAGE,
  }),
  'florist.writeThread': rule('thread', ['buyer', 'seller'], {
    code: 'not_found',
    message: FLORIST_MESSAGE_ERRORS.threadNotFound,
  }),
  'florist.report': rule('thread', ['buyer', 'seller'], {
    code: 'not_found',
    message: FLORIST_MESSAGE_ERRORS.threadNotFound,
  }),
  'seller.read': rule(null, ['browse']),
  'seller.trust': rule(null, ['moderate']),
  'review.moderate': rule(null, ['moderate']),
  'favorites.read': rule('user', ['self', 'moderate']),
  'favorites.write': rule('user', ['self'], {
    code: 'forbidden',
    message: OTHERS_FAVORITES_MESSAGE,
  }),
  'user.readRole': rule('user', ['self', 'moderate']),
  'user.manage': rule(null, ['manageUsers']),
  'paymentInfo.read': rule('user', ['self', 'manageUsers']),
  'paymentInfo.write': rule('user', ['self', 'manageUsers']),
  // Issue 15: a full card number is for its seller and the admins who pay them out.
  'card.reveal': rule('user', ['self', 'payouts']),
  'payoutCard.own': rule(null, ['signedIn']),
  'payout.ownBalance': rule(null, ['signedIn']),
  'payout.read': rule(null, ['payouts']),
  'payout.send': rule(null, ['payouts']),
  'reconciliation.run': rule(null, ['payouts']),
  'settings.own': rule(null, ['signedIn']),
  'channel.own': rule(null, ['signedIn']),
  'address.suggest': rule(null, ['signedIn']),
  'clientError.report': rule(null, ['signedIn']),
} as const satisfies Record<string, AccessRule>;

export type Permission = keyof typeof ACCESS_RULES;

export type SubjectPermission = {
  [P in Permission]: (typeof ACCESS_RULES)[P]['subject'] extends null ? never : P;
}[Permission];

/** Whether the record must be read at all: only a relation can still let the caller in. */
export function needsRelations(permission: Permission): boolean {
  const rule: AccessRule = ACCESS_RULES[permission];
  return rule.grants.some((grant) => isRelation(grant));
}

const isRelation = (grant: Grant): grant is Relation =>
  (RELATIONS as readonly string[]).includes(grant);

export function heldGrants(
  permission: Permission,
  role: Role,
  relations: ReadonlySet<Relation> = new Set(),
): ReadonlySet<Grant> {
  const rule: AccessRule = ACCESS_RULES[permission];
  return new Set(
    rule.grants.filter((grant) =>
      grant === 'signedIn' ? true : isRelation(grant) ? relations.has(grant) : can(role, grant),
    ),
  );
}

export const SUBJECT_NOT_FOUND: Record<AccessSubject, string> = {
  user: USER_NOT_FOUND_MESSAGE,
  ad: AD_NOT_FOUND_MESSAGE,
  order: ORDER_NOT_FOUND_MESSAGE,
  draft: CHAT_DRAFT_MESSAGES.notFound,
  thread: FLORIST_MESSAGE_ERRORS.threadNotFound,
};
