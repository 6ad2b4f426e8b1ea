import { RATING_STARS_MESSAGE, RATING_TEXT_MAX_CHARS } from '@flowers/domain';
import type { OrderTracking } from '@flowers/domain';
import { useState } from 'react';
import { describeFailure } from '../../api/describe-failure';
import { useToast } from '../../components/toast/toast-context';
import { Banner, Section, TextArea } from '../../components/ui';
import { ACTION_TOAST_MS } from '../../config/ui';
import { formatDateTime } from '../../lib/format-date-time';
import { useMainButton } from '../../telegram/use-main-button';
import { countOfText } from '../../texts/common';
import { ratingErrorText } from '../../texts/request-failure';
import {
  RATE_BUTTON_TEXT,
  RATING_CLOSED_TEXT,
  RATING_SAVED_TEXT,
  RATING_STARS_LABEL,
  RATING_TEXT_LABEL,
  RATING_TEXT_PLACEHOLDER,
  RATING_TITLE,
  RATING_UPDATE_BUTTON_TEXT,
  ratingEditableUntilText,
} from '../../texts/tracking';
import { useRateOrder } from './api/rate-order';
import { StarPicker } from './star-picker';

/** Issue 16; the server says whether it may still be changed (7 days). */
export function RatingSection({ order }: { order: OrderTracking }) {
  if (order.can_rate) return <RatingForm order={order} />;
  if (order.rating === null) return null;
  return (
    <Section title={RATING_TITLE} padded footer={RATING_CLOSED_TEXT}>
      <StarPicker legend={RATING_STARS_LABEL} value={order.rating.stars} />
      {order.rating.text && <p className="rating-text">{order.rating.text}</p>}
    </Section>
  );
}

function RatingForm({ order }: { order: OrderTracking }) {
  const showToast = useToast();
  const rate = useRateOrder(order.id);
  const [stars, setStars] = useState(order.rating?.stars ?? 0);
  const [text, setText] = useState(order.rating?.text ?? '');
  const [starsError, setStarsError] = useState<string | null>(null);

  const submit = () => {
    if (stars === 0) {
      setStarsError(RATING_STARS_MESSAGE);
      return;
    }
    rate.mutate(
      { stars, text },
      {
        onSuccess: () => {
          showToast({
            message: RATING_SAVED_TEXT,
            severity: 'success',
            durationMs: ACTION_TOAST_MS,
          });
        },
      },
    );
  };
  useMainButton({
    text: order.rating ? RATING_UPDATE_BUTTON_TEXT : RATE_BUTTON_TEXT,
    loading: rate.isPending,
    onClick: submit,
  });

  return (
    <Section
      title={RATING_TITLE}
      padded
      footer={
        order.rating_editable_until &&
        ratingEditableUntilText(formatDateTime(order.rating_editable_until))
      }
    >
      <form
        className="rating-form"
        aria-label={RATING_TITLE}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <StarPicker
          legend={RATING_STARS_LABEL}
          value={stars}
          error={starsError}
          onChange={(value) => {
            setStars(value);
            setStarsError(null);
          }}
        />
        <TextArea
          label={RATING_TEXT_LABEL}
          placeholder={RATING_TEXT_PLACEHOLDER}
          value={text}
          maxLength={RATING_TEXT_MAX_CHARS}
          helper={countOfText(text.length, RATING_TEXT_MAX_CHARS)}
          onChange={(event) => {
            setText(event.target.value);
          }}
        />
        {rate.isError && (
          <Banner severity="error">{ratingErrorText(describeFailure(rate.error))}</Banner>
        )}
      </form>
    </Section>
  );
}
