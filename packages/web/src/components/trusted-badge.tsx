import { TRUSTED_SELLER_LABEL } from '@flowers/domain';
import { ShieldIcon } from './ui/icons';
import './trusted-badge.css';

/** «Проверенный продавец» (issue 29): on a trusted seller's cards, bouquet and seller pages. */
export function TrustedBadge({ compact = false }: { compact?: boolean }) {
  return (
    <span className={compact ? 'trusted-badge trusted-badge--compact' : 'trusted-badge'}>
      <ShieldIcon size={compact ? 14 : 16} />
      {TRUSTED_SELLER_LABEL}
    </span>
  );
}
