import {
  AD_NOTICES,
  APPROVE_BUTTON,
  MY_ADS_BUTTON,
  OPEN_AD_SCREEN_BUTTON,
  OPEN_IN_APP_BUTTON,
  REJECT_BUTTON,
  formatRubles,
} from '@flowers/domain';
import type { AdRow } from './ads.repository.ts';
import type { Database } from '../db/database.ts';
import { staffCallback } from '../notifications/staff-callbacks.ts';
import { enqueueNotification, escapeHtml } from '../notifications/outbox.ts';
import { STAFF_CHAT } from '../notifications/outbox-payload.ts';

// Issue 12. Each function runs inside the transaction of the change it reports.

type AdFacts = Pick<AdRow, 'id' | 'ownerId' | 'title'>;

const quoted = (title: string) => `«${escapeHtml(title)}»`;
const OPEN_MY_ADS = { text: MY_ADS_BUTTON, open: { screen: 'my-ads' as const } };
const openAd = (id: number) => ({
  text: OPEN_AD_SCREEN_BUTTON,
  open: { screen: 'ad' as const, adId: id },
});

export function notifyAdApproved(tx: Database, ad: AdFacts) {
  return enqueueNotification(tx, ad.ownerId, 'ad.approved', {
    text: AD_NOTICES.approved(quoted(ad.title)),
    buttons: [[openAd(ad.id)]],
  });
}

export function notifyAdRejected(tx: Database, ad: AdFacts, reason: string) {
  return enqueueNotification(tx, ad.ownerId, 'ad.rejected', {
    text: AD_NOTICES.rejected(quoted(ad.title), escapeHtml(reason)),
    buttons: [[OPEN_MY_ADS]],
  });
}

const REQUEST_DECISIONS = {
  edit: { true: AD_NOTICES.editApproved, false: AD_NOTICES.editRejected },
  delete: { true: AD_NOTICES.deleteApproved, false: AD_NOTICES.deleteRejected },
} as const;

export function notifyRequestDecided(
  tx: Database,
  ad: AdFacts,
  type: 'edit' | 'delete',
  approved: boolean,
) {
  return enqueueNotification(tx, ad.ownerId, `ad.${type}_${approved ? 'approved' : 'rejected'}`, {
    text: REQUEST_DECISIONS[type][`${approved}`](quoted(ad.title)),
    buttons: [[type === 'edit' && approved ? openAd(ad.id) : OPEN_MY_ADS]],
  });
}

export function notifyAdExpired(tx: Database, ad: AdFacts) {
  return enqueueNotification(tx, ad.ownerId, 'ad.expired', {
    text: AD_NOTICES.expired(quoted(ad.title)),
    buttons: [[OPEN_MY_ADS]],
  });
}

export function notifyStaffNewAd(
  tx: Database,
  ad: Pick<AdRow, 'id' | 'title' | 'description' | 'price' | 'originalPrice' | 'address'>,
  photoUrl: string | undefined,
) {
  const description = ad.description === null ? '' : `\n${escapeHtml(ad.description)}`;
  return enqueueNotification(tx, STAFF_CHAT, 'staff.ad_new', {
    text: AD_NOTICES.staffNewAd(
      ad.id,
      escapeHtml(ad.title),
      formatRubles(ad.price),
      formatRubles(ad.originalPrice),
      description,
      escapeHtml(ad.address),
    ),
    ...(photoUrl !== undefined && { photoUrl }),
    buttons: [
      [
        { text: APPROVE_BUTTON, callback: staffCallback('ad', 'ok', ad.id) },
        { text: REJECT_BUTTON, callback: staffCallback('ad', 'no', ad.id) },
      ],
      [{ text: OPEN_IN_APP_BUTTON, open: { screen: 'ad-moderation' } }],
    ],
  });
}

export function notifyStaffRequest(
  tx: Database,
  requestId: number,
  ad: Pick<AdRow, 'id' | 'title'>,
  change: { type: 'delete' } | { type: 'edit'; title: string; originalPrice: number },
) {
  const text =
    change.type === 'delete'
      ? AD_NOTICES.staffDeleteRequest(ad.id, quoted(ad.title))
      : AD_NOTICES.staffEditRequest(
          ad.id,
          quoted(ad.title),
          quoted(change.title),
          formatRubles(change.originalPrice),
        );
  return enqueueNotification(tx, STAFF_CHAT, `staff.${change.type}_request`, {
    text,
    buttons: [
      [
        { text: APPROVE_BUTTON, callback: staffCallback('req', 'ok', requestId) },
        { text: REJECT_BUTTON, callback: staffCallback('req', 'no', requestId) },
      ],
      [
        {
          text: OPEN_IN_APP_BUTTON,
          open: { screen: change.type === 'edit' ? 'edit-requests' : 'delete-requests' },
        },
      ],
    ],
  });
}

export const decidedBy = (staff: { id: number; username: string | null }) =>
  staff.username !== null ? `@${staff.username}` : `id ${staff.id}`;

// The message loses its buttons whether the decision was taken in the chat or in the app.
export function notifyStaffDecided(
  tx: Database,
  subject: { ad: number } | { request: number },
  staff: { id: number; username: string | null },
  decision: { approved: true } | { approved: false; reason?: string },
) {
  const verdict = decision.approved ? AD_NOTICES.staffApproved : AD_NOTICES.staffRejected;
  const reason =
    !decision.approved && decision.reason !== undefined
      ? AD_NOTICES.staffReason(escapeHtml(decision.reason))
      : '';
  const toMessageWith =
    'ad' in subject
      ? staffCallback('ad', 'ok', subject.ad)
      : staffCallback('req', 'ok', subject.request);
  return enqueueNotification(tx, STAFF_CHAT, 'staff.decided', {
    append: { toMessageWith, line: `${verdict}: ${escapeHtml(decidedBy(staff))}${reason}` },
  });
}
