import { sellerRatingLabel } from '@flowers/domain';
import type { Ad } from '@flowers/domain';
import { useSellerPage } from '../../api/get-seller-page';
import { TrustedBadge } from '../../components/trusted-badge';
import { Cell, PersonIcon, Section, Skeleton } from '../../components/ui';
import { NO_USERNAME_TEXT } from '../../texts/catalogue';
import { SELLER_LABEL } from '../../texts/common';
import { deliveredOrdersText } from '../../texts/tracking';

export function BouquetSeller({ ad }: { ad: Pick<Ad, 'user_id' | 'username' | 'seller_trusted'> }) {
  const seller = useSellerPage(ad.user_id);
  const fallbackName = ad.username ? `@${ad.username}` : NO_USERNAME_TEXT;
  const facts = seller.data
    ? `${sellerRatingLabel(seller.data.rating)} · ${deliveredOrdersText(seller.data.delivered_orders)}`
    : null;
  return (
    <Section title={SELLER_LABEL}>
      <Cell
        to={`/seller/${ad.user_id}`}
        before={<PersonIcon size={24} />}
        subtitle={facts ?? (seller.isPending ? <Skeleton shape="text" width="10em" /> : undefined)}
      >
        {seller.data?.display_name ?? fallbackName}
        {ad.seller_trusted && (
          <>
            {' '}
            <TrustedBadge compact />
          </>
        )}
      </Cell>
    </Section>
  );
}
