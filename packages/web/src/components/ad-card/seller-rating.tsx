import type { SellerRating as SellerRatingData } from '@flowers/domain';
import { formatAverage, sellerRatingAriaLabel } from '../../texts/search';

/** «★ 4,8 · 12» under the seller (issue 16); nothing for a seller nobody has rated yet. */
export function SellerRating({ rating }: { rating: SellerRatingData | undefined }) {
  if (rating === undefined || rating.average === null || rating.count === 0) return null;
  return (
    <p className="ad-card__rating">
      <span role="img" aria-label={sellerRatingAriaLabel(rating.average, rating.count)}>
        <span aria-hidden className="ad-card__rating-star">
          ★
        </span>{' '}
        {formatAverage(rating.average)} · {rating.count}
      </span>
    </p>
  );
}
