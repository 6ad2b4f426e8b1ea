import {
  LIVE_EVENTS,
  adStatusChangedEventCheck,
  isInCatalogue,
  newAdEventCheck,
} from '@flowers/domain';
import type { Ad } from '@flowers/domain';
import { LIVE_TOAST_MS } from '../../config/ui';
import { NEW_AD_AVAILABLE_MESSAGE, newAdToastText } from '../../texts/catalogue';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { adKeys } from '../../api/query-keys';
import {
  AD_SEARCHES_KEY,
  cataloguePagesQueryOptions,
  pagesShowAd,
  searchAds,
  pagesWithAd,
  pagesWithAdStatus,
  withNewAdsOnTop,
  type AdPages,
  type CataloguePages,
} from '../../api/search-ads';
import { useToast } from '../../components/toast/toast-context';
import { useLiveEvent, useLiveResync } from '../../lib/live-socket-context';

/** spec §4 "Live updates". «Обновить» puts the arrived ads on top without reloading the shop. */
export function useLiveUpdates(visible: boolean) {
  const queryClient = useQueryClient();
  const showToast = useToast();
  const [count, setCount] = useState(0);
  const [bannerOpen, setBannerOpen] = useState(false);
  const arrived = useRef(new Map<number, Ad>());
  const { queryKey } = cataloguePagesQueryOptions();

  const announce = (message: string) => {
    setCount((n) => n + 1);
    setBannerOpen(true);
    if (visible) showToast({ message, severity: 'info', durationMs: LIVE_TOAST_MS });
  };

  // The event does not carry an approved edit: the ad is read alone, if a loaded page shows it.
  const showApprovedEdit = async (adId: number) => {
    const lists = queryClient.getQueriesData<AdPages>({ queryKey: adKeys.catalogue() });
    if (!lists.some(([, data]) => pagesShowAd(data, adId))) return;
    // Loaded with the request: its check brings zod, which the first load leaves out.
    const { adQueryOptions } = await import('../../api/get-ad');
    const fresh = await queryClient.fetchQuery({ ...adQueryOptions(adId), staleTime: 0 });
    if (!isInCatalogue(fresh.status)) return;
    queryClient.setQueriesData<AdPages>({ queryKey: adKeys.catalogue() }, (data) =>
      pagesWithAd(data, fresh),
    );
  };

  // What arrived while the socket was away: the top of the shop read again, its news counted.
  const catchUp = async () => {
    const loaded = queryClient.getQueryData<CataloguePages>(queryKey);
    if (loaded?.pageParams[0]?.index !== 0) return;
    const top = await searchAds({ q: '' }, null);
    const now = queryClient.getQueryData<CataloguePages>(queryKey);
    const missed = top.ads.filter((ad) => !pagesShowAd(now, ad.id) && !arrived.current.has(ad.id));
    queryClient.setQueriesData<AdPages>({ queryKey: adKeys.catalogue() }, (data) =>
      top.ads.reduce((pages, ad) => pagesWithAd(pages, ad), data),
    );
    // Oldest first, as the events would have come.
    for (const ad of [...missed].reverse()) arrived.current.set(ad.id, ad);
    if (missed.length === 0) return;
    setCount((n) => n + missed.length);
    setBannerOpen(true);
  };

  useLiveResync(() => {
    // spec §8: ad loading failures are only logged.
    catchUp().catch((error: unknown) => {
      console.warn('Каталог после переподключения:', error);
    });
  });

  useLiveEvent(LIVE_EVENTS.newAd, newAdEventCheck, ({ ad }) => {
    // A catch-up's read can bring the ad before its event does.
    const heard =
      arrived.current.has(ad.id) || pagesShowAd(queryClient.getQueryData(queryKey), ad.id);
    arrived.current.delete(ad.id);
    arrived.current.set(ad.id, ad);
    if (ad.status === 'new' && !heard) announce(newAdToastText(ad.title));
  });

  useLiveEvent(LIVE_EVENTS.adStatusChanged, adStatusChangedEventCheck, (event) => {
    const waiting = arrived.current.get(event.adId);
    if (waiting !== undefined) {
      if (isInCatalogue(event.newStatus)) {
        arrived.current.set(event.adId, { ...waiting, status: event.newStatus });
      } else {
        arrived.current.delete(event.adId);
      }
    }
    queryClient.setQueriesData<AdPages>({ queryKey: adKeys.catalogue() }, (data) =>
      pagesWithAdStatus(data, event.adId, event.newStatus),
    );
    // An open bouquet page must stop offering an ad someone has just reserved.
    void queryClient.invalidateQueries({ queryKey: adKeys.detail(event.adId) });
    if (event.newStatus === 'edited') void showApprovedEdit(event.adId);
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
      const newest = [...arrived.current.values()].reverse();
      arrived.current.clear();
      const data = queryClient.getQueryData<CataloguePages>(queryKey);
      const patched = data && withNewAdsOnTop(data, newest);
      // A long scroll dropped the top: its first page is read afresh.
      if (patched) queryClient.setQueryData(queryKey, patched);
      else void queryClient.resetQueries({ queryKey, exact: true });
      // Their order and filters decide where the new ads go.
      void queryClient.invalidateQueries({
        queryKey: AD_SEARCHES_KEY,
        predicate: (query) => query.queryHash !== hashKey(queryKey),
      });
      window.scrollTo?.({ top: 0 });
    },
  };
}
