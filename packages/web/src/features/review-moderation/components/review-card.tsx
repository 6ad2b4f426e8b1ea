import { RATING_MAX_STARS } from '@flowers/domain';
import type { Review } from '@flowers/domain';
import { DetailLines } from '../../../components/staff/detail-lines';
import { Button, StatusChip } from '../../../components/ui';
import { formatDateTime } from '../../../lib/format-date-time';
import { SELLER_LABEL } from '../../../texts/common';
import { BUYER_LABEL, ORDER_LABEL } from '../../../texts/orders';
import { starsLabel } from '../../../texts/tracking';
import {
  HIDE_REVIEW_TEXT,
  REVIEW_HIDDEN_CHIP_TEXT,
  REVIEW_NO_TEXT,
  REVIEW_REASON_LABEL,
  SHOW_REVIEW_TEXT,
  reviewCardLabel,
} from '../../../texts/reviews';

interface ReviewCardProps {
  review: Review;
  busy: boolean;
  onToggle: () => void;
}

/** One review as staff see it: stars, text, who and when, and the hide or show action. */
export function ReviewCard({ review, busy, onToggle }: ReviewCardProps) {
  return (
    <article aria-label={reviewCardLabel(review.author, review.id)} className="staff-card">
      <div className="staff-card__head">
        <span className="review-stars" role="img" aria-label={starsLabel(review.stars)}>
          {'★'.repeat(review.stars)}
          <span className="review-stars__off">{'★'.repeat(RATING_MAX_STARS - review.stars)}</span>
        </span>
        <span className="review-date">{formatDateTime(review.created_at)}</span>
        {review.hidden && <StatusChip tone="negative" label={REVIEW_HIDDEN_CHIP_TEXT} />}
      </div>
      <p className={review.text ? 'review-text' : 'staff-card__note'}>
        {review.text ?? REVIEW_NO_TEXT}
      </p>
      <DetailLines
        lines={[
          { label: SELLER_LABEL, value: review.seller_id },
          { label: BUYER_LABEL, value: review.author },
          { label: ORDER_LABEL, value: `№ ${review.order_id}` },
          { label: REVIEW_REASON_LABEL, value: review.hidden ? review.hidden_reason : null },
        ]}
      />
      <div className="staff-card__actions">
        <Button
          variant={review.hidden ? 'secondary' : 'destructive'}
          loading={busy}
          onClick={onToggle}
        >
          {review.hidden ? SHOW_REVIEW_TEXT : HIDE_REVIEW_TEXT}
        </Button>
      </div>
    </article>
  );
}
