import {
  RATING_MAX_STARS,
  SELLER_NOT_FOUND_MESSAGE,
  sellerRatingLabel,
  userIdSchema,
} from '@flowers/domain';
import type { Review, SellerPage as SellerPageData } from '@flowers/domain';
import { useId } from 'react';
import { useParams } from '../../router/router';
import { AdGrid } from '../../components/ad-list/ad-grid';
import { LoadingText } from '../../components/loading-text';
import { ScreenQuery } from '../../components/screen-query';
import { GoneScreen } from '../../components/gone-screen';
import { Page, PersonIcon, Section } from '../../components/ui';
import { formatDateTime } from '../../lib/format-date-time';
import { CATALOG_LOADING_TEXT, TO_CATALOG_TEXT } from '../../texts/common';
import {
  SELLER_ADS_TITLE,
  SELLER_LOAD_ERROR_TEXT,
  SELLER_NO_ADS_TEXT,
  SELLER_NO_REVIEWS_TEXT,
  SELLER_REVIEWS_TITLE,
  deliveredOrdersText,
  starsLabel,
} from '../../texts/tracking';
import { useSellerPage } from '../../api/get-seller-page';
import { useSellerTrust } from '../../api/get-seller-trust';
import { TrustedBadge } from '../../components/trusted-badge';
import './seller.css';

/** Issue 16. */
export function SellerPage() {
  const parsed = userIdSchema.safeParse(useParams().id);
  return parsed.success ? <SellerScreen sellerId={parsed.data} /> : <SellerNotFound />;
}

function SellerNotFound() {
  return (
    <GoneScreen
      icon={<PersonIcon size={48} />}
      title={SELLER_NOT_FOUND_MESSAGE}
      to="/"
      linkText={TO_CATALOG_TEXT}
    />
  );
}

function SellerScreen({ sellerId }: { sellerId: string }) {
  return (
    <ScreenQuery
      query={useSellerPage(sellerId)}
      loading={
        <Page>
          <LoadingText text={CATALOG_LOADING_TEXT} />
        </Page>
      }
      notFound={<SellerNotFound />}
      failedText={SELLER_LOAD_ERROR_TEXT}
    >
      {(seller) => <SellerView seller={seller} />}
    </ScreenQuery>
  );
}

function SellerView({ seller }: { seller: SellerPageData }) {
  const adsTitleId = useId();
  const trust = useSellerTrust(seller.id);
  return (
    <Page title={seller.display_name} className="seller-page">
      {trust.data?.trusted && <TrustedBadge />}
      <p className="seller-page__facts">
        <span>{sellerRatingLabel(seller.rating)}</span>
        <span>{deliveredOrdersText(seller.delivered_orders)}</span>
      </p>
      <section className="seller-page__ads" aria-labelledby={adsTitleId}>
        <h2 id={adsTitleId} className="seller-page__heading">
          {SELLER_ADS_TITLE}
        </h2>
        {seller.ads.length > 0 ? (
          <AdGrid ads={seller.ads} />
        ) : (
          <p className="seller-page__empty">{SELLER_NO_ADS_TEXT}</p>
        )}
      </section>
      <Section title={SELLER_REVIEWS_TITLE} padded={seller.reviews.length === 0}>
        {seller.reviews.length > 0 ? (
          <ul className="seller-reviews">
            {seller.reviews.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
        ) : (
          <p className="seller-page__empty">{SELLER_NO_REVIEWS_TEXT}</p>
        )}
      </Section>
    </Page>
  );
}

function ReviewItem({ review }: { review: Review }) {
  return (
    <li className="seller-review">
      <p className="seller-review__head">
        <span className="seller-review__stars" role="img" aria-label={starsLabel(review.stars)}>
          {'★'.repeat(review.stars)}
          <span className="seller-review__stars-off">
            {'★'.repeat(RATING_MAX_STARS - review.stars)}
          </span>
        </span>
        <span className="seller-review__author">{review.author}</span>
      </p>
      {review.text && <p className="seller-review__text">{review.text}</p>}
      <p className="seller-review__date">{formatDateTime(review.created_at)}</p>
    </li>
  );
}
