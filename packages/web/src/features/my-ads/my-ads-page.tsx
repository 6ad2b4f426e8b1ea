import { ACTION_TOAST_MS } from '../../config/ui';
import {
  ADS_LOADING_LABEL,
  DELETE_REQUEST_ACCEPT_TEXT,
  DELETE_REQUEST_CANCEL_TEXT,
  DELETE_REQUEST_HINT,
  DELETE_REQUEST_SENT_TEXT,
  MY_ADS_EMPTY_TEXT,
  MY_ADS_FILTER_LABEL,
  MY_ADS_GROUP_EMPTY_TEXT,
  MY_ADS_LOAD_FAILED_TEXT,
  MY_ADS_POST_TEXT,
  MY_AD_GROUP_LABELS,
  deleteRequestQuestion,
} from '../../texts/ads';
import { MY_ADS_TITLE } from '../../texts/catalogue';
import { MY_AD_GROUPS } from '@flowers/domain';
import type { Ad, MyAdGroup } from '@flowers/domain';
import { useState } from 'react';
import { useMyAdPages } from '../../api/get-my-ads';
import { adsOfPages } from '../../api/search-ads';
import { MoreResults } from '../../components/ad-list/more-results';
import { useToast } from '../../components/toast/toast-context';
import {
  ButtonLink,
  EmptyState,
  ErrorState,
  ListIcon,
  Page,
  Spinner,
  Tabs,
} from '../../components/ui';
import { useLoggedError } from '../../lib/use-logged-error';
import { showAlert } from '../../telegram/init';
import { confirm } from '../../telegram/popup';
import { describeFailure } from '../../api/describe-failure';
import { useRelistAd } from '../../api/relist-ad';
import { TrustedBadge } from '../../components/trusted-badge';
import { RELIST_PUBLISHED_TEXT, RELIST_SENT_TEXT, TRUSTED_SELLER_HINT } from '../../texts/sellers';
import { useRequestAdDeletion } from './api/request-ad-deletion';
import { MyAdRow } from './components/my-ad-row';
import './my-ads.css';

/** spec §2 "My ads": each tab read a page at a time, so a long history is not loaded at once. */
export function MyAdsPage() {
  const [group, setGroup] = useState<MyAdGroup>('all');
  const ads = useMyAdPages(group);
  useLoggedError(ads.error, 'my ads');
  const deletion = useRequestAdDeletion();
  const relisting = useRelistAd();
  const showToast = useToast();

  const relist = async (ad: Ad) => {
    try {
      const created = await relisting.mutateAsync(ad.id);
      showToast({
        message: created.status === 'wait_moder' ? RELIST_SENT_TEXT : RELIST_PUBLISHED_TEXT,
        severity: 'success',
        durationMs: ACTION_TOAST_MS,
      });
    } catch (error) {
      await showAlert(describeFailure(error).message);
    }
  };

  // spec §2: the question names the ad.
  const requestDeletion = async (ad: Ad) => {
    const agreed = await confirm(DELETE_REQUEST_HINT, {
      title: deleteRequestQuestion(ad.title),
      confirmText: DELETE_REQUEST_ACCEPT_TEXT,
      cancelText: DELETE_REQUEST_CANCEL_TEXT,
      destructive: true,
    });
    if (!agreed) return;
    try {
      await deletion.mutateAsync(ad.id);
      showToast({
        message: DELETE_REQUEST_SENT_TEXT,
        severity: 'success',
        durationMs: ACTION_TOAST_MS,
      });
    } catch (error) {
      await showAlert(describeFailure(error).message);
    }
  };

  if (ads.isPending) {
    return (
      <Page title={MY_ADS_TITLE}>
        <div className="ui-loading">
          <Spinner label={ADS_LOADING_LABEL} size={28} />
        </div>
      </Page>
    );
  }
  if (ads.isError) {
    return (
      <Page title={MY_ADS_TITLE}>
        <ErrorState
          title={MY_ADS_LOAD_FAILED_TEXT}
          retrying={ads.isFetching}
          onRetry={() => void ads.refetch()}
        />
      </Page>
    );
  }
  const counts = ads.data.pages[0]?.counts;
  if (counts?.all === 0) {
    return (
      <Page title={MY_ADS_TITLE}>
        <EmptyState
          icon={<ListIcon size={48} />}
          title={MY_ADS_EMPTY_TEXT}
          action={<ButtonLink to="/add">{MY_ADS_POST_TEXT}</ButtonLink>}
        />
      </Page>
    );
  }

  const shown = adsOfPages(ads.data.pages);
  const trusted = shown.some((ad) => ad.seller_trusted === true);
  return (
    <Page title={MY_ADS_TITLE}>
      {trusted && (
        <p className="my-ads__trust">
          <TrustedBadge />
          <span>{TRUSTED_SELLER_HINT}</span>
        </p>
      )}
      <Tabs
        label={MY_ADS_FILTER_LABEL}
        value={group}
        onChange={setGroup}
        items={MY_AD_GROUPS.map((value) => ({
          value,
          label: MY_AD_GROUP_LABELS[value],
          count: counts?.[value] ?? 0,
        }))}
      />
      {shown.length === 0 ? (
        <EmptyState title={MY_ADS_GROUP_EMPTY_TEXT} />
      ) : (
        <>
          <ul className="my-ads" aria-busy={ads.isPlaceholderData}>
            {shown.map((ad) => (
              <li key={ad.id}>
                <MyAdRow
                  ad={ad}
                  onRequestDeletion={(chosen) => void requestDeletion(chosen)}
                  relisting={relisting.isPending && relisting.variables === ad.id}
                  onRelist={(chosen) => void relist(chosen)}
                />
              </li>
            ))}
          </ul>
          {!ads.isPlaceholderData && <MoreResults results={ads} pages={ads.data.pages.length} />}
        </>
      )}
    </Page>
  );
}
