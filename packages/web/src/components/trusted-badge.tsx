import { TRUSTED_SELLER_LABEL } from '@flowers/domain';
import { ShieldIcon } from './ui/icons';
import './trusted-badge.css';

/** Issue 29. */
export function TrustedBadge({ compact = false }: { compact?: boolean }) {
  return (
    <span className={compact ? 'trusted-badge trusted-badge--compact' : 'trusted-badge'}>
      <ShieldIcon size={compact ? 14 : 16} />
      {TRUSTED_SELLER_LABEL}
    </span>
  );
}
