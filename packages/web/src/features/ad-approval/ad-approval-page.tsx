import type { Ad } from '@flowers/domain';
import { useState } from 'react';
import { adsOfPages } from '../../api/search-ads';
import { MoreResults } from '../../components/ad-list/more-results';
import { StaffListPage } from '../../components/staff-list-page';
import { AD_MODERATION_LIST } from '../../texts/staff-lists';
import { useDecision } from '../../components/staff/use-decision';
import { AD_APPROVED_TEXT, AD_REJECTED_TEXT, moderationCountText } from '../../texts/ads';
import { useAdsAwaitingModeration } from './api/get-ads-awaiting-moderation';
import { useDecideAd } from './api/decide-ad';
import type { AdDecision } from './api/decide-ad';
import { ModerationAdCard } from './components/moderation-ad-card';
import { RejectReasonDialog } from './components/reject-reason-dialog';

/** spec §2 "Ad moderation"; §8's «Объявление одобрено!» is a success toast (issue 13). */
export function AdApprovalPage() {
  const ads = useAdsAwaitingModeration();
  const decide = useDecideAd();
  const runDecision = useDecision({ approved: AD_APPROVED_TEXT, rejected: AD_REJECTED_TEXT });
  const [rejecting, setRejecting] = useState<Ad | null>(null);

  const run = (decision: AdDecision) =>
    runDecision(decision.approve, async () => {
      await decide.mutateAsync(decision);
      setRejecting(null);
    });

  // Read a page at a time (issue 28): a long queue is not loaded at once.
  const list = adsOfPages(ads.data?.pages ?? []);
  const waiting = ads.data?.pages[0]?.total ?? list.length;
  return (
    <StaffListPage
      texts={AD_MODERATION_LIST}
      query={ads}
      logAs="ads awaiting moderation"
      items={list}
      header={
        list.length > 0 && (
          <p className="staff-card__note" aria-live="polite">
            {moderationCountText(waiting)}
          </p>
        )
      }
      renderItem={(ad) => (
        <ModerationAdCard
          ad={ad}
          busy={decide.isPending && decide.variables.adId === ad.id}
          onApprove={() => void run({ adId: ad.id, approve: true })}
          onReject={() => setRejecting(ad)}
        />
      )}
    >
      {list.length > 0 && <MoreResults results={ads} pages={ads.data?.pages.length ?? 0} />}
      {rejecting && (
        <RejectReasonDialog
          adTitle={rejecting.title}
          busy={decide.isPending}
          onCancel={() => setRejecting(null)}
          onReject={(reason) => void run({ adId: rejecting.id, approve: false, reason })}
        />
      )}
    </StaffListPage>
  );
}
