import { Skeleton } from '../ui/skeleton';
import { CARD_PHOTO_ASPECT } from '../ad-card/ad-card-photo';
import './ad-list.css';

const PLACEHOLDER_CARDS = 6;

/** At least a screen tall, so the footer is not pushed down when the cards arrive. */
export function AdGridSkeleton({ text }: { text: string }) {
  return (
    <div className="ad-grid-skeleton">
      <p role="status" className="ui-visually-hidden">
        {text}
      </p>
      <ul aria-hidden className="ad-grid">
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <li key={index} className="ad-grid-skeleton__card">
            <span className="ad-grid-skeleton__photo" style={{ aspectRatio: CARD_PHOTO_ASPECT }}>
              <Skeleton width="100%" height="100%" />
            </span>
            <Skeleton shape="text" />
            <Skeleton shape="text" width="50%" height="1.25em" />
            <Skeleton shape="text" width="70%" height="0.75em" />
            <Skeleton height={36} />
          </li>
        ))}
      </ul>
    </div>
  );
}
