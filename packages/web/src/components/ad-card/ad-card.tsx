import { adStatusLabel, formatRubles, isMarkedOnCard, showsCountdown } from '@flowers/domain';
import {
  ADD_FAVORITE_LABEL,
  NO_USERNAME_TEXT,
  REMOVE_FAVORITE_LABEL,
  RESERVED_OVERLAY_TEXT,
  SHARE_LABEL,
} from '../../texts/catalogue';
import type { Ad, SellerRating as SellerRatingData } from '@flowers/domain';
import type { ReactNode, Ref } from 'react';
import { Link } from '../../router/link';
import { Countdown } from '../countdown';
import { classNames } from '../ui/class-names';
import { HeartFilledIcon, HeartIcon, ShareIcon } from '../ui/icons';
import { AdCardPhoto } from './ad-card-photo';
import { TrustedBadge } from '../trusted-badge';
import { SellerRating } from './seller-rating';
import './ad-card.css';

interface AdCardProps {
  ad: Ad;
  photo: string | undefined;
  eagerPhoto: boolean;
  favorite: boolean;
  /** Staff see reserved ads without the overlay (spec §2). */
  marked: boolean;
  onToggleFavorite: () => void;
  onOpenGallery: () => void;
  onShare: (() => void) | null;
  /** Focused so screen readers start there. */
  highlighted: boolean;
  ref?: Ref<HTMLElement>;
  sellerRating?: SellerRatingData;
  actions: ReactNode;
}

/** spec §2 "Catalogue". */
export function AdCard(props: AdCardProps) {
  const { ad, photo, eagerPhoto, favorite, marked, onToggleFavorite, onOpenGallery } = props;
  const { onShare, highlighted, ref, sellerRating, actions } = props;
  const greyed = marked && isMarkedOnCard(ad.status);

  return (
    <article
      ref={ref}
      aria-label={ad.title}
      aria-current={highlighted ? 'true' : undefined}
      tabIndex={highlighted ? -1 : undefined}
      className={classNames('ad-card', greyed && 'ad-card--marked')}
    >
      <div className={classNames('ad-card__media', greyed && 'ad-card__media--greyed')}>
        <AdCardPhoto src={photo} title={ad.title} eager={eagerPhoto} onOpen={onOpenGallery} />
        <button
          type="button"
          aria-label={favorite ? REMOVE_FAVORITE_LABEL : ADD_FAVORITE_LABEL}
          aria-pressed={favorite}
          onClick={onToggleFavorite}
          className="ui-photo-button ad-card__photo-button ad-card__photo-button--end"
        >
          <span>{favorite ? <HeartFilledIcon size={18} /> : <HeartIcon size={18} />}</span>
        </button>
        {onShare && (
          <button
            type="button"
            aria-label={SHARE_LABEL}
            onClick={onShare}
            className="ui-photo-button ad-card__photo-button ad-card__photo-button--start"
          >
            <span>
              <ShareIcon size={17} />
            </span>
          </button>
        )}
      </div>
      {greyed && (
        <div className="ad-card__overlay">
          <span>{ad.status === 'reserved' ? RESERVED_OVERLAY_TEXT : adStatusLabel(ad.status)}</span>
        </div>
      )}
      <div className="ad-card__body">
        <h2 className="ad-card__title">
          {/* The bouquet's own page (issue 16); the photo above still opens the gallery. */}
          <Link to={`/ad/${String(ad.id)}`} className="ad-card__title-link">
            <span className="ad-card__title-text">{ad.title}</span>
          </Link>
        </h2>
        <p className="ad-card__price">{formatRubles(ad.price)}</p>
        {showsCountdown(ad.status) && <Countdown createdAt={ad.created_at} />}
        <p className="ad-card__seller">
          {ad.username ? `@${ad.username}` : NO_USERNAME_TEXT} · ID:{' '}
          <span className="ad-card__seller-id">{ad.user_id}</span>
        </p>
        <SellerRating rating={sellerRating} />
        {ad.seller_trusted && <TrustedBadge compact />}
        <div className="ad-card__actions">{actions}</div>
      </div>
    </article>
  );
}
