import { formatRubles } from '@flowers/domain';
import type { Ad } from '@flowers/domain';
import { usePublicConfig } from '../../api/get-public-config';
import { appLinkFor, shareLink } from '../../telegram/share';

/** Shares an ad as a link that opens the app on it; null while the bot's link is unknown. */
export function useAdShare(): ((ad: Ad) => void) | null {
  const bot = usePublicConfig().data?.bot ?? null;
  if (bot === null) return null;
  return (ad) => {
    shareLink(
      appLinkFor(bot, { screen: 'ad', adId: ad.id }),
      `${ad.title} — ${formatRubles(ad.price)}`,
    );
  };
}
