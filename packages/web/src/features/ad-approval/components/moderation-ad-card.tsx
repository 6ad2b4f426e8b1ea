import { AD_STATUS_LABELS, formatRubles } from '@flowers/domain';
import type { Ad } from '@flowers/domain';
import { DetailLines } from '../../../components/staff/detail-lines';
import { Button, StatusChip } from '../../../components/ui';
import { formatDateTime } from '../../../lib/format-date-time';
import {
  AD_CREATED_LABEL,
  APPROVE_TEXT,
  NO_DESCRIPTION_TEXT,
  REJECT_TEXT,
} from '../../../texts/ads';
import {
  ADDRESS_LABEL,
  PHONE_LABEL,
  PRICE_LABEL,
  SELLER_LABEL,
  SELLER_PRICE_LABEL,
} from '../../../texts/common';
import { ModerationThumbs } from './moderation-thumbs';

interface ModerationAdCardProps {
  ad: Ad;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}

export function ModerationAdCard({ ad, busy, onApprove, onReject }: ModerationAdCardProps) {
  return (
    <article aria-label={ad.title} className="staff-card">
      <ModerationThumbs urls={ad.image_urls} title={ad.title} />
      <div className="staff-card__head">
        <h2 className="staff-card__title">{ad.title}</h2>
        <StatusChip tone="warning" label={AD_STATUS_LABELS.wait_moder} />
      </div>
      <p className={ad.description ? 'staff-text' : 'staff-text staff-muted'}>
        {ad.description || NO_DESCRIPTION_TEXT}
      </p>
      <DetailLines
        lines={[
          { label: PRICE_LABEL, value: formatRubles(ad.price) },
          { label: SELLER_PRICE_LABEL, value: formatRubles(ad.original_price) },
          { label: ADDRESS_LABEL, value: ad.address },
          { label: PHONE_LABEL, value: ad.phone },
          { label: SELLER_LABEL, value: ad.username ? `@${ad.username}` : ad.user_id },
          { label: AD_CREATED_LABEL, value: formatDateTime(ad.created_at) },
        ]}
      />
      <div className="staff-card__actions">
        <Button variant="secondary" disabled={busy} onClick={onReject}>
          {REJECT_TEXT}
        </Button>
        <Button loading={busy} onClick={onApprove}>
          {APPROVE_TEXT}
        </Button>
      </div>
    </article>
  );
}
