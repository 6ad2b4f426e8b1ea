import { ACTION_TOAST_MS } from '../../config/ui';
import {
  ADS_LOADING_LABEL,
  DELETE_REQUEST_SENT_TEXT,
  MY_ADS_EMPTY_TEXT,
  MY_ADS_TITLE,
} from '../../texts/ads';
import type { Ad } from '@flowers/domain';
import { Alert, Box, CircularProgress, Snackbar, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useMyAds } from '../../api/get-my-ads';
import { useLoggedError } from '../../lib/use-logged-error';
import { showAlert } from '../../telegram/init';
import { describeFailure } from '../../api/describe-failure';
import { useRequestAdDeletion } from './api/request-ad-deletion';
import { DeleteRequestDialog } from './components/delete-request-dialog';
import { MyAdCard } from './components/my-ad-card';

export function MyAdsPage() {
  const ads = useMyAds();
  useLoggedError(ads.error, 'my ads');
  const deletion = useRequestAdDeletion();
  const [asking, setAsking] = useState<Ad | null>(null);
  const [sent, setSent] = useState(false);

  const confirm = async () => {
    if (!asking) return;
    try {
      await deletion.mutateAsync(asking.id);
      setSent(true);
    } catch (error) {
      await showAlert(describeFailure(error).message);
    } finally {
      setAsking(null);
    }
  };

  const list = ads.data ?? [];
  return (
    <Box sx={{ px: 2, pb: 3 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {MY_ADS_TITLE}
      </Typography>
      {ads.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={ADS_LOADING_LABEL} />
        </Box>
      ) : list.length === 0 ? (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
          {MY_ADS_EMPTY_TEXT}
        </Typography>
      ) : (
        <Stack spacing={2}>
          {list.map((ad) => (
            <MyAdCard key={ad.id} ad={ad} onRequestDeletion={setAsking} />
          ))}
        </Stack>
      )}
      <DeleteRequestDialog
        title={asking?.title ?? null}
        busy={deletion.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => void confirm()}
      />
      <Snackbar open={sent} autoHideDuration={ACTION_TOAST_MS} onClose={() => setSent(false)}>
        <Alert severity="success" variant="filled">
          {DELETE_REQUEST_SENT_TEXT}
        </Alert>
      </Snackbar>
    </Box>
  );
}
