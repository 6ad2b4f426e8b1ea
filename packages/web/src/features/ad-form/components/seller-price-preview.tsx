import { MIN_SELLER_PRICE_RUB, formatRubles, sellerPricePreview } from '@flowers/domain';
import { buyerPriceText, minSellerPriceText } from '../../../texts/ads';

/** Beyond the spec. */
export function SellerPricePreview({
  id,
  text,
  withMinimum = true,
}: {
  id: string;
  text: string;
  /** Off while the field's own error says it (issue 40: the minimum was said twice). */
  withMinimum?: boolean;
}) {
  const { buyerPrice, belowMinimum } = sellerPricePreview(text);
  return (
    <div id={id} aria-live="polite" className="ad-form__preview">
      {withMinimum && (
        <p
          className={belowMinimum ? 'ad-form__minimum ad-form__minimum--below' : 'ad-form__minimum'}
        >
          {minSellerPriceText(formatRubles(MIN_SELLER_PRICE_RUB))}
        </p>
      )}
      {buyerPrice !== null && (
        <p className="ad-form__buyer-price">{buyerPriceText(formatRubles(buyerPrice))}</p>
      )}
    </div>
  );
}
