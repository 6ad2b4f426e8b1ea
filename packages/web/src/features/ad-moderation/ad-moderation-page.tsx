import {
  ADS_LOADING_LABEL,
  AD_APPROVED_TEXT,
  AD_REJECTED_TEXT,
  MODERATION_EMPTY_TEXT,
  moderationCountText,
} from '../../texts/ads';
import { HUB_LINKS } from '../../texts/users';
import type { Ad } from '@flowers/domain';
import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { runDecision } from '../../lib/alert-failure';
import { useLoggedError } from '../../lib/use-logged-error';
import { showAlert } from '../../telegram/init';
import { useAdsAwaitingModeration } from './api/get-ads-awaiting-moderation';
import { useDecideAd } from './api/decide-ad';
import type { AdDecision } from './api/decide-ad';
import { ModerationAdCard } from './components/moderation-ad-card';
import { RejectReasonDialog } from './components/reject-reason-dialog';

/** spec §2 "Ad moderation" with the §8 success alerts. */
export function AdModerationPage() {
  const ads = useAdsAwaitingModeration();
  useLoggedError(ads.error, 'ads awaiting moderation');
  const decide = useDecideAd();
  const [rejecting, setRejecting] = useState<Ad | null>(null);

  const run = (decision: AdDecision) =>
    runDecision(decision.approve, async () => {
      await decide.mutateAsync(decision);
      setRejecting(null);
      await showAlert(decision.approve ? AD_APPROVED_TEXT : AD_REJECTED_TEXT);
    });

  const list = ads.data ?? [];
  return (
    <Box sx={{ px: 2, pb: 3, maxWidth: 720, mx: 'auto' }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {HUB_LINKS['/ad-moderation']}
      </Typography>
      {ads.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={ADS_LOADING_LABEL} />
        </Box>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }} aria-live="polite">
            {moderationCountText(list.length)}
          </Typography>
          {list.length === 0 && (
            <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
              {MODERATION_EMPTY_TEXT}
            </Typography>
          )}
          <Stack spacing={2}>
            {list.map((ad) => (
              <ModerationAdCard
                key={ad.id}
                ad={ad}
                busy={decide.isPending}
                onApprove={() => void run({ adId: ad.id, approve: true })}
                onReject={() => setRejecting(ad)}
              />
            ))}
          </Stack>
        </>
      )}
      {rejecting && (
        <RejectReasonDialog
          adTitle={rejecting.title}
          busy={decide.isPending}
          onCancel={() => setRejecting(null)}
          onReject={(reason) => void run({ adId: rejecting.id, approve: false, reason })}
        />
      )}
    </Box>
  );
}
