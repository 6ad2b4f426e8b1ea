import { formatRubles } from '@flowers/domain';
import type { Ad } from '@flowers/domain';
import { Box, Card, Stack, Typography } from '@mui/material';
import { styled } from '@mui/material/styles';

const PHOTO_PX = 88;
const Photo = styled('img')({ objectFit: 'cover', display: 'block', flexShrink: 0 });

/** What is being ordered: photo, title and the price to pay. */
export function CheckoutSummary({ ad }: { ad: Ad }) {
  const photo = ad.photos?.[0]?.card ?? ad.image_urls[0];
  return (
    <Card variant="outlined" sx={{ p: 1.5, mb: 2 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        {photo ? (
          <Photo src={photo} alt="" width={PHOTO_PX} height={PHOTO_PX} sx={{ borderRadius: 1 }} />
        ) : (
          <Box
            sx={{ width: PHOTO_PX, height: PHOTO_PX, bgcolor: 'action.hover', borderRadius: 1 }}
          />
        )}
        <Box sx={{ minWidth: 0 }}>
          <Typography
            component="h2"
            variant="subtitle1"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {ad.title}
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            {formatRubles(ad.price)}
          </Typography>
        </Box>
      </Stack>
    </Card>
  );
}
