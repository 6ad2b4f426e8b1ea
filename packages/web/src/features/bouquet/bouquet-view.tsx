import {
  OWN_AD_ORDER_MESSAGE,
  formatRubles,
  liveOwnHold,
  payButtonText,
  showsCountdown,
} from '@flowers/domain';
import type { Ad } from '@flowers/domain';
import { useId, useState } from 'react';
import { useNavigate } from '../../router/router';
import { useResumePayment } from '../../api/resume-payment';
import { answerErrorText } from '../../lib/answer-error-text';
import { leaveAppFor } from '../../lib/leave-app';
import { useNow } from '../../lib/use-now';
import { Countdown } from '../../components/countdown';
import { AdFloristThreads } from '../../components/florist-thread/ad-florist-threads';
import { galleryPhotos } from '../../components/photo-gallery/gallery-photo';
import { PhotoGallery } from '../../components/photo-gallery/photo-gallery';
import { Banner, ButtonLink } from '../../components/ui';
import { useSession } from '../../lib/session-context';
import { formatTime } from '../../lib/format-date-time';
import { impactHaptic } from '../../telegram/init';
import { useMainButton } from '../../telegram/use-main-button';
import { TO_CATALOG_TEXT } from '../../texts/common';
import { NOT_ORDERABLE_TEXT } from '../../texts/orders';
import {
  BOUQUET_RESERVED_TEXT,
  orderForText,
  reservedUntilText,
  yourHoldText,
} from '../../texts/bouquet';
import { BouquetActions } from './bouquet-actions';
import { BouquetPhotos } from './bouquet-photos';
import { BouquetRelist } from './bouquet-relist';
import { BouquetSeller } from './bouquet-seller';
import { orderBlockOf } from './order-block';
import type { OrderBlock } from './order-block';

const BLOCK_TEXT: Record<OrderBlock, string> = {
  own: OWN_AD_ORDER_MESSAGE,
  reserved: BOUQUET_RESERVED_TEXT,
  unavailable: NOT_ORDERABLE_TEXT,
};

const HOLD_TICK_MS = 1000;

export function BouquetView({ ad }: { ad: Ad }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const [galleryIndex, setGalleryIndex] = useState<number | null>(null);
  const titleId = useId();
  const photos = galleryPhotos(ad);
  // Issue 40: her own unpaid order's hold is hers: she pays on, on any device.
  const now = useNow(HOLD_TICK_MS, ad.your_hold !== undefined);
  const hold = liveOwnHold(ad, now);
  const block = hold === null ? orderBlockOf(ad, user.userId) : null;
  const resume = useResumePayment();

  // Here the price rides on the MainButton.
  useMainButton({
    text: hold === null ? orderForText(ad.price) : payButtonText(ad.price),
    visible: block === null,
    loading: resume.isPending || resume.isSuccess,
    onClick: () => {
      impactHaptic('medium');
      if (hold === null) {
        void navigate(`/order/${String(ad.id)}`);
        return;
      }
      if (resume.isPending || resume.isSuccess) return;
      resume.mutate(hold.order_id, {
        onSuccess: (paymentUrl) => {
          leaveAppFor(paymentUrl);
        },
      });
    },
  });

  return (
    <article className="bouquet" aria-labelledby={titleId}>
      <BouquetPhotos title={ad.title} photos={photos} onOpen={setGalleryIndex} />
      <div className="ui-page bouquet__body">
        <div className="bouquet__head">
          <div className="bouquet__heading">
            <h1 id={titleId} className="bouquet__title">
              {ad.title}
            </h1>
            <p className="bouquet__price">{formatRubles(ad.price)}</p>
          </div>
          <BouquetActions ad={ad} />
        </div>
        {hold && <Banner severity="info">{yourHoldText(formatTime(hold.pay_until))}</Banner>}
        {resume.isError && <Banner severity="error">{answerErrorText(resume.error)}</Banner>}
        {block && (
          <Banner severity={block === 'own' ? 'info' : 'warning'}>
            {block === 'reserved' && ad.reserved_until
              ? reservedUntilText(formatTime(ad.reserved_until))
              : BLOCK_TEXT[block]}
          </Banner>
        )}
        {block !== null && block !== 'own' && (
          <ButtonLink to="/" variant="secondary" fullWidth>
            {TO_CATALOG_TEXT}
          </ButtonLink>
        )}
        {block === 'own' && <BouquetRelist ad={ad} />}
        {showsCountdown(ad.status) && <Countdown createdAt={ad.created_at} />}
        {ad.description && <p className="bouquet__description">{ad.description}</p>}
        <BouquetSeller ad={ad} />
        <AdFloristThreads adId={ad.id} isOwner={ad.user_id === user.userId} />
      </div>
      {galleryIndex !== null && (
        <PhotoGallery
          ad={{ ...ad, photos }}
          initialIndex={galleryIndex}
          onClose={() => {
            setGalleryIndex(null);
          }}
        />
      )}
    </article>
  );
}
