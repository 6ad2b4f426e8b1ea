import type { Ad } from '@flowers/domain';
import { useEffect } from 'react';
import { usePublicConfig } from '../../api/get-public-config';

// Sharing comes after the first cards: the catalogue's first load does not carry it (issue 28).
const loadAdShare = () => import('./ad-share');

/** Bot API 8.0 shareMessage, else switchInlineQuery, else a link; null without the bot's link. */
export function useAdShare(): ((ad: Ad) => void) | null {
  const bot = usePublicConfig().data?.bot ?? null;
  useEffect(() => {
    void loadAdShare();
  }, []);
  if (bot === null) return null;
  return (ad) => {
    void loadAdShare().then(({ shareAd }) => {
      shareAd(bot, ad);
    });
  };
}
