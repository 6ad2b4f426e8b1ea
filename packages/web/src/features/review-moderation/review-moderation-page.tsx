import type { Review } from '@flowers/domain';
import { useState } from 'react';
import { MoreResults } from '../../components/ad-list/more-results';
import { StaffListPage } from '../../components/staff-list-page';
import { filterTabs } from '../../components/staff/filter-tabs';
import { useActionFeedback } from '../../components/staff/use-action-feedback';
import { confirm } from '../../telegram/popup';
import { NO_TEXT, YES_TEXT } from '../../texts/common';
import {
  HIDDEN_REVIEWS_EMPTY_TEXT,
  HIDDEN_REVIEWS_TAB_TEXT,
  HIDE_REVIEW_FAILED_TEXT,
  REVIEW_HIDDEN_TEXT,
  REVIEW_SHOWN_TEXT,
  REVIEW_TABS_LABEL,
  SHOW_REVIEW_FAILED_TEXT,
  hideReviewQuestion,
  showReviewQuestion,
} from '../../texts/reviews';
import { REVIEWS_LIST } from '../../texts/staff-lists';
import { reviewsOfPages, useReviews, type ReviewTab } from './api/get-reviews';
import { useSetReviewHidden } from './api/set-review-hidden';
import { ReviewCard } from './components/review-card';
import './review-moderation.css';

const HIDDEN_FILTER = [
  { value: 'hidden' as const, label: HIDDEN_REVIEWS_TAB_TEXT, keeps: (r: Review) => r.hidden },
];

/**
 * Issue 16: staff hide an abusive review from the seller's page, or show it again. Both are
 * audited on the server and asked first in Telegram's popup, as one stray tap hides a review.
 */
export function ReviewModerationPage() {
  const visibility = useSetReviewHidden();
  const feedback = useActionFeedback();
  const [tab, setTab] = useState<ReviewTab>('all');
  const reviews = useReviews(tab);

  const toggle = async (review: Review) => {
    const hide = !review.hidden;
    const question = hide ? hideReviewQuestion(review.id) : showReviewQuestion(review.id);
    const sure = await confirm(question, {
      confirmText: YES_TEXT,
      cancelText: NO_TEXT,
      destructive: hide,
    });
    if (!sure) return;
    try {
      await visibility.mutateAsync({ reviewId: review.id, hide });
      feedback.done(hide ? REVIEW_HIDDEN_TEXT : REVIEW_SHOWN_TEXT);
    } catch (error) {
      feedback.failed(hide ? HIDE_REVIEW_FAILED_TEXT : SHOW_REVIEW_FAILED_TEXT, error);
    }
  };

  // Each tab is read from the server a page at a time (issue 28) and counted there; the rule
  // on the rows read takes a review just shown again out of «Скрытые» at once.
  const all = reviewsOfPages(reviews.data?.pages);
  const counts = reviews.data?.pages[0]?.counts;
  const chosen = { value: tab, onChange: setTab, label: REVIEW_TABS_LABEL };
  const { tabs, shown } = filterTabs(all, HIDDEN_FILTER, chosen, counts);
  const texts =
    tab === 'hidden' ? { ...REVIEWS_LIST, empty: HIDDEN_REVIEWS_EMPTY_TEXT } : REVIEWS_LIST;
  return (
    <StaffListPage
      texts={texts}
      query={reviews}
      logAs="reviews"
      items={shown}
      tabs={(counts?.all ?? 0) > 0 ? tabs : undefined}
      renderItem={(review) => (
        <ReviewCard
          review={review}
          busy={visibility.isPending && visibility.variables.reviewId === review.id}
          onToggle={() => void toggle(review)}
        />
      )}
    >
      {shown.length > 0 && (
        <MoreResults results={reviews} pages={reviews.data?.pages.length ?? 0} />
      )}
    </StaffListPage>
  );
}
