import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { CARD_PHOTO_ASPECT } from '../ad-card/ad-card-photo';
import { AD_GRID_SX } from './ad-grid-layout';

// Three rows of a phone's two columns.
const PLACEHOLDER_CARDS = 6;

/**
 * The grid while its ads load: card-shaped placeholders at least a screen tall, so the
 * footer below starts out of sight instead of being pushed down when the cards arrive.
 */
export function AdGridSkeleton({ text }: { text: string }) {
  return (
    <Box sx={{ minHeight: '100dvh' }}>
      <Typography role="status" color="text.secondary" sx={{ textAlign: 'center', pb: 1.5 }}>
        {text}
      </Typography>
      <Box component="ul" aria-hidden sx={AD_GRID_SX}>
        {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
          <li key={index}>
            <Card>
              <Skeleton
                variant="rectangular"
                sx={{ width: '100%', height: 'auto', aspectRatio: CARD_PHOTO_ASPECT }}
              />
              <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
                <Skeleton variant="text" sx={{ fontSize: '1rem' }} />
                <Skeleton variant="text" width="50%" sx={{ fontSize: '1.25rem' }} />
                <Skeleton variant="text" width="70%" sx={{ fontSize: '0.75rem' }} />
                <Skeleton variant="rounded" height={36} sx={{ mt: 1 }} />
              </CardContent>
            </Card>
          </li>
        ))}
      </Box>
    </Box>
  );
}
