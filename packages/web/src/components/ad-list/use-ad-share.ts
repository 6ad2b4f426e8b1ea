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

/**
 * Shares an ad: the bot's prepared card through shareMessage where the client has it (Bot API
 * 8.0), else the chat picker with `@bot <title>` (switchInlineQuery), else a link that opens
 * the app on it. Null while the bot's link is unknown.
 */
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
