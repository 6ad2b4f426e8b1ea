import { oneDecimalRu, type SellerRating as SellerRatingData } from '@flowers/domain';
import { sellerRatingAriaLabel } from '../../texts/search';

/** Issue 16. */
export function SellerRating({ rating }: { rating: SellerRatingData | undefined }) {
  if (rating === undefined || rating.average === null || rating.count === 0) return null;
  return (
    <p className="ad-card__rating">
      <span role="img" aria-label={sellerRatingAriaLabel(rating.average, rating.count)}>
        <span aria-hidden className="ad-card__rating-star">
          ★
        </span>{' '}
        {oneDecimalRu(rating.average)} · {rating.count}
      </span>
    </p>
  );
}
