import type { AdStats } from '@flowers/domain';
import { favoritesText, ordersText, viewsText } from '../../../texts/sellers';

/** Issue 29. */
export function MyAdStats({ stats }: { stats: AdStats }) {
  return (
    <p className="my-ad__stats">
      <span>{viewsText(stats.views)}</span>
      <span aria-hidden>·</span>
      <span>{favoritesText(stats.favorites)}</span>
      <span aria-hidden>·</span>
      <span>{ordersText(stats.orders)}</span>
    </p>
  );
}
