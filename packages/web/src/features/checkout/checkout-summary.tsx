import { formatRubles } from '@flowers/domain';
import type { Ad } from '@flowers/domain';
import { Section, Thumbnail } from '../../components/ui';
import { ORDER_TOTAL_LABEL } from '../../texts/orders';

const PHOTO_PX = 72;

export function CheckoutSummary({ ad }: { ad: Ad }) {
  const photo = ad.photos?.[0]?.card ?? ad.image_urls[0];
  return (
    <Section>
      <div className="checkout-summary">
        <Thumbnail src={photo} sizePx={PHOTO_PX} />
        <div className="checkout-summary__text">
          <h2 className="checkout-summary__title">{ad.title}</h2>
          <p className="checkout-summary__total">
            <span>{ORDER_TOTAL_LABEL}</span> <strong>{formatRubles(ad.price)}</strong>
          </p>
        </div>
      </div>
    </Section>
  );
}
