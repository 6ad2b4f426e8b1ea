import { adStatusLabel, canTransition } from '@flowers/domain';
import {
  AD_LOADING_LABEL,
  AD_NOT_FOUND_TEXT,
  EDIT_AD_LOAD_ERROR,
  EDIT_AD_LOCKED_TEXT,
  EDIT_AD_TITLE,
} from '../../texts/ads';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { LoadFailureAlert } from '../../components/load-failure-alert';
import { useAd } from '../../api/get-ad';
import { EditAdForm } from './components/edit-ad-form';

export function EditAdPage() {
  const adId = Number(useParams().id);
  const ad = useAd(adId);

  let body;
  if (!(adId > 0)) {
    body = <Alert severity="error">{AD_NOT_FOUND_TEXT}</Alert>;
  } else if (ad.isPending) {
    body = <CircularProgress aria-label={AD_LOADING_LABEL} sx={{ alignSelf: 'center' }} />;
  } else if (ad.isError) {
    body = (
      <LoadFailureAlert
        error={ad.error}
        notFoundText={AD_NOT_FOUND_TEXT}
        failedText={EDIT_AD_LOAD_ERROR}
      />
    );
  } else {
    const locked = !canTransition('requestEdit', ad.data.status);
    const cover = ad.data.image_urls[0];
    body = (
      <>
        {cover && (
          <Box
            component="img"
            src={cover}
            alt={ad.data.title}
            sx={{ width: 1, maxHeight: 240, objectFit: 'cover', borderRadius: 1 }}
          />
        )}
        {locked && (
          <Alert severity="info">
            {EDIT_AD_LOCKED_TEXT}: {adStatusLabel(ad.data.status)}
          </Alert>
        )}
        <EditAdForm key={ad.data.id} ad={ad.data} locked={locked} />
      </>
    );
  }
  return (
    <Box
      sx={{
        px: 2,
        pb: 3,
        maxWidth: 640,
        mx: 'auto',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
      }}
    >
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {EDIT_AD_TITLE}
      </Typography>
      {body}
    </Box>
  );
}
