import { LIVE_EVENTS } from '@flowers/domain';
import { LIVE_TOAST_MS } from '../../config/ui';
import { NEW_AD_AVAILABLE_MESSAGE, newAdToastText } from '../../texts/catalogue';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adsQueryOptions, withAdStatus } from '../../api/get-ads';
import { adKeys } from '../../api/query-keys';
import { AD_SEARCHES_KEY, searchesWithAdStatus } from '../../api/search-ads';
import type { CatalogueSearchPage } from '@flowers/domain';
import type { InfiniteData } from '@tanstack/react-query';
import { useToast } from '../../components/toast/toast-context';
import { useLiveEvent } from '../../lib/live-socket-context';
import { adStatusChangedEventCheck, newAdEventCheck } from '../../api/wire-guards';

/**
 * Counts what arrived since the catalogue was last loaded (spec §4 "Live updates"). Toasts
 * show only while `visible`; the counts keep growing elsewhere for the next visit.
 */
export function useLiveUpdates(visible: boolean) {
  const queryClient = useQueryClient();
  const showToast = useToast();
  const [count, setCount] = useState(0);
  const [bannerOpen, setBannerOpen] = useState(false);
  const { queryKey } = adsQueryOptions();

  const announce = (message: string) => {
    setCount((n) => n + 1);
    setBannerOpen(true);
    if (visible) showToast({ message, severity: 'info', durationMs: LIVE_TOAST_MS });
  };

  useLiveEvent(LIVE_EVENTS.newAd, newAdEventCheck, ({ ad }) => {
    if (ad.status === 'new') announce(newAdToastText(ad.title));
  });

  useLiveEvent(LIVE_EVENTS.adStatusChanged, adStatusChangedEventCheck, (event) => {
    queryClient.setQueryData(
      queryKey,
      (ads) => ads && withAdStatus(ads, event.adId, event.newStatus),
    );
    queryClient.setQueriesData<InfiniteData<CatalogueSearchPage>>(
      { queryKey: AD_SEARCHES_KEY },
      (data) => searchesWithAdStatus(data, event.adId, event.newStatus),
    );
    // An open bouquet page must stop offering an ad someone has just reserved.
    void queryClient.invalidateQueries({ queryKey: adKeys.detail(event.adId) });
    // spec §4: the newStatus 'new' case is matched first, so it takes the reserved→new case too.
    if (event.newStatus === 'new') announce(event.message ?? NEW_AD_AVAILABLE_MESSAGE);
  });

  return {
    count,
    bannerOpen,
    dismissBanner: () => {
      setBannerOpen(false);
    },
    refresh: () => {
      setCount(0);
      setBannerOpen(false);
      void queryClient.invalidateQueries({ queryKey });
    },
  };
}
