import { formatRubles } from '@flowers/domain';
import { prepareShareMessage } from '../../api/prepare-share-message';
import type { Ad, BotLink } from '@flowers/domain';
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
 * the app on it.
 */
export function shareAd(bot: BotLink, ad: Ad): void {
  const asLink = () => {
    if (shareInline(ad.title)) return;
    shareLink(
      appLinkFor(bot, { screen: 'ad', adId: ad.id }),
      `${ad.title} — ${formatRubles(ad.price)}`,
    );
  };
  if (!canSharePrepared()) {
    asLink();
    return;
  }
  prepareShareMessage(ad.id).then(
    (prepared) => {
      if (!sharePrepared(prepared.prepared_message_id)) asLink();
    },
    () => asLink(),
  );
}
