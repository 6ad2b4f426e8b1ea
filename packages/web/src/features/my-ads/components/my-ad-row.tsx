import {
  RESUBMIT_BUTTON,
  adStatusLabel,
  canOwnerRequestChange,
  canTransition,
  formatRubles,
  isMarkedOnCard,
} from '@flowers/domain';
import {
  DELETE_REQUEST_BUTTON_TEXT,
  EDIT_AD_BUTTON_TEXT,
  REQUEST_PENDING_NOTE,
  rejectReasonText,
} from '../../../texts/ads';
import { STATUS_PREFIX } from '../../../texts/common';
import type { Ad } from '@flowers/domain';
import { Button, ButtonLink, PhotoIcon, StatusChip, Thumbnail } from '../../../components/ui';
import { adStatusTone } from '../../../components/status-tones';
import { MyAdStats } from './my-ad-stats';
import { RelistAction } from './relist-action';

const PHOTO_PX = 64;

interface MyAdRowProps {
  ad: Ad;
  onRequestDeletion: (ad: Ad) => void;
  relisting?: boolean;
  onRelist: (ad: Ad) => void;
}

export function MyAdRow({ ad, onRequestDeletion, relisting = false, onRelist }: MyAdRowProps) {
  const offered = canOwnerRequestChange(ad.status);
  // spec §4 offers the buttons on pending statuses too; the server refuses a second request.
  const pending = offered && !canTransition('requestEdit', ad.status);
  const cover = ad.image_urls[0];
  return (
    <article aria-label={ad.title} className="my-ad">
      <div className="my-ad__main">
        <Thumbnail
          src={cover}
          sizePx={PHOTO_PX}
          lazy
          className={cover && isMarkedOnCard(ad.status) ? 'my-ad__photo--dim' : undefined}
          placeholder={<PhotoIcon />}
        />
        <div className="my-ad__text">
          <h2 className="my-ad__title">{ad.title}</h2>
          <p className="my-ad__price">{formatRubles(ad.price)}</p>
          <StatusChip
            tone={adStatusTone(ad.status)}
            hiddenPrefix={STATUS_PREFIX}
            label={adStatusLabel(ad.status)}
          />
        </div>
      </div>
      {ad.description && <p className="my-ad__description">{ad.description}</p>}
      {ad.stats && <MyAdStats stats={ad.stats} />}
      {ad.status === 'cancel' && ad.reject_reason && (
        <p className="my-ad__reason">{rejectReasonText(ad.reject_reason)}</p>
      )}
      {canTransition('resubmit', ad.status) && (
        <div className="my-ad__actions">
          <ButtonLink to={`/edit-ad/${String(ad.id)}`} variant="secondary" size="small">
            {RESUBMIT_BUTTON}
          </ButtonLink>
        </div>
      )}
      {pending && <p className="my-ad__note">{REQUEST_PENDING_NOTE}</p>}
      {offered && (
        <div className="my-ad__actions">
          {pending ? (
            <Button variant="secondary" size="small" disabled>
              {EDIT_AD_BUTTON_TEXT}
            </Button>
          ) : (
            <ButtonLink to={`/edit-ad/${String(ad.id)}`} variant="secondary" size="small">
              {EDIT_AD_BUTTON_TEXT}
            </ButtonLink>
          )}
          <Button
            variant="plain"
            size="small"
            className="my-ad__delete"
            disabled={pending}
            onClick={() => {
              onRequestDeletion(ad);
            }}
          >
            {DELETE_REQUEST_BUTTON_TEXT}
          </Button>
        </div>
      )}
      <RelistAction ad={ad} relisting={relisting} onRelist={onRelist} />
    </article>
  );
}
