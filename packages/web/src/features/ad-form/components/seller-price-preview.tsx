import { MIN_SELLER_PRICE_RUB, formatRubles, sellerPricePreview } from '@flowers/domain';
import { buyerPriceText, minSellerPriceText } from '../../../texts/ads';

/** Beyond the spec. */
export function SellerPricePreview({ id, text }: { id: string; text: string }) {
  const { buyerPrice, belowMinimum } = sellerPricePreview(text);
  return (
    <div id={id} aria-live="polite" className="ad-form__preview">
      <p className={belowMinimum ? 'ad-form__minimum ad-form__minimum--below' : 'ad-form__minimum'}>
        {minSellerPriceText(formatRubles(MIN_SELLER_PRICE_RUB))}
      </p>
      {buyerPrice !== null && (
        <p className="ad-form__buyer-price">{buyerPriceText(formatRubles(buyerPrice))}</p>
      )}
    </div>
  );
}
