import { MODERATION_THUMBS } from '../../../config/ui';
import { Box } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { morePhotosLabel, thumbnailAlt } from '../../../texts/ads';

const THUMB_PX = 72;

/** spec §2 "Ad moderation": up to 4 thumbnails, then a +N badge for the rest. */
export function ModerationThumbs({ urls, title }: { urls: readonly string[]; title: string }) {
  const shown = urls.slice(0, MODERATION_THUMBS);
  const hidden = urls.length - shown.length;
  return (
    <Box component="ul" sx={{ display: 'flex', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
      {shown.map((url, index) => (
        <Box component="li" key={url} sx={{ position: 'relative' }}>
          <Box
            component="a"
            href={url}
            target="_blank"
            rel="noopener"
            sx={{ display: 'block', borderRadius: 1, overflow: 'hidden' }}
          >
            <Box
              component="img"
              src={url}
              alt={thumbnailAlt(title, index + 1)}
              sx={{ width: THUMB_PX, height: THUMB_PX, objectFit: 'cover', display: 'block' }}
            />
          </Box>
          {hidden > 0 && index === shown.length - 1 && (
            <Box
              aria-label={morePhotosLabel(hidden)}
              sx={{
                position: 'absolute',
                inset: 0,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                borderRadius: 1,
                // A scrim over a photo stays dark in both colour schemes.
                bgcolor: (theme) => alpha(theme.palette.common.black, 0.55),
                color: 'common.white',
                fontWeight: 700,
                pointerEvents: 'none',
              }}
            >
              +{hidden}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
