import { formatRubles } from '@flowers/domain';
import type { Ad } from '@flowers/domain';
import { usePublicConfig } from '../../api/get-public-config';
import { prepareShareMessage } from '../../api/prepare-share-message';
import {
  appLinkFor,
  canSharePrepared,
  shareInline,
  shareLink,
  sharePrepared,
} from '../../telegram/share';

/** Bot API 8.0 shareMessage, else switchInlineQuery, else a link; null without the bot's link. */
export function useAdShare(): ((ad: Ad) => void) | null {
  const bot = usePublicConfig().data?.bot ?? null;
  if (bot === null) return null;
  const asLink = (ad: Ad) => {
    if (shareInline(ad.title)) return;
    shareLink(
      appLinkFor(bot, { screen: 'ad', adId: ad.id }),
      `${ad.title} — ${formatRubles(ad.price)}`,
    );
  };
  return (ad) => {
    if (!canSharePrepared()) {
      asLink(ad);
      return;
    }
    prepareShareMessage(ad.id).then(
      (prepared) => {
        if (!sharePrepared(prepared.prepared_message_id)) asLink(ad);
      },
      () => asLink(ad),
    );
  };
}
