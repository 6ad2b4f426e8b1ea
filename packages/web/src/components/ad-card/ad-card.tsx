import { adStatusLabel, formatRubles, isMarkedOnCard, showsCountdown } from '@flowers/domain';
import {
  ADD_FAVORITE_LABEL,
  NO_USERNAME_TEXT,
  REMOVE_FAVORITE_LABEL,
  RESERVED_OVERLAY_TEXT,
  SHARE_LABEL,
} from '../../texts/ads';
import type { Ad } from '@flowers/domain';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import { Box, Card, CardContent, IconButton, Typography } from '@mui/material';
import type { ReactNode, Ref } from 'react';
import { Countdown } from '../countdown';
import { AdCardPhoto } from './ad-card-photo';

interface AdCardProps {
  ad: Ad;
  photo: string | undefined;
  /** One of the first cards on screen: its photo loads eagerly. */
  eagerPhoto: boolean;
  favorite: boolean;
  /** Staff see reserved ads without the overlay (spec §2). */
  marked: boolean;
  onToggleFavorite: () => void;
  onOpenGallery: () => void;
  /** Null when the app has no bot link to share. */
  onShare: (() => void) | null;
  /** The ad a deep link opened: outlined, and focused so screen readers start there. */
  highlighted: boolean;
  ref?: Ref<HTMLElement>;
  /** The buttons at the bottom: order, or the staff actions. */
  actions: ReactNode;
}

// A 44 px touch target (issue 13) around the same 30 px disc as before, so the photo keeps
// its look: the disc is drawn inside the button, the button's padding is the finger's margin.
const PHOTO_BUTTON_SX = {
  position: 'absolute',
  top: 0,
  width: 44,
  height: 44,
  p: 0,
  '&:hover': { bgcolor: 'transparent' },
} as const;

function PhotoButtonDisc({ children }: { children: ReactNode }) {
  return (
    <Box
      component="span"
      sx={{
        width: 30,
        height: 30,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'background.paper',
      }}
    >
      {children}
    </Box>
  );
}

/** One ad in the catalogue grid (spec §2 "Catalogue"). */
export function AdCard(props: AdCardProps) {
  const { ad, photo, eagerPhoto, favorite, marked, onToggleFavorite, onOpenGallery } = props;
  const { onShare, highlighted, ref, actions } = props;
  const greyed = marked && isMarkedOnCard(ad.status);

  return (
    <Card
      ref={ref}
      component="article"
      aria-label={ad.title}
      aria-current={highlighted ? 'true' : undefined}
      tabIndex={highlighted ? -1 : undefined}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
        // The overlay and the reserved button size their words to the card (cqi units), which
        // is 158 px wide on a 360 px phone.
        containerType: 'inline-size',
        outline: highlighted ? '3px solid' : undefined,
        outlineColor: 'primary.main',
        outlineOffset: 2,
      }}
    >
      <Box
        sx={{
          position: 'relative',
          filter: greyed ? 'grayscale(1)' : undefined,
          opacity: greyed ? 0.6 : 1,
        }}
      >
        <AdCardPhoto src={photo} title={ad.title} eager={eagerPhoto} onOpen={onOpenGallery} />
        <IconButton
          aria-label={favorite ? REMOVE_FAVORITE_LABEL : ADD_FAVORITE_LABEL}
          aria-pressed={favorite}
          onClick={onToggleFavorite}
          sx={{ ...PHOTO_BUTTON_SX, right: 0 }}
        >
          <PhotoButtonDisc>
            {favorite ? (
              <FavoriteIcon color="error" fontSize="small" />
            ) : (
              <FavoriteBorderIcon fontSize="small" />
            )}
          </PhotoButtonDisc>
        </IconButton>
        {onShare && (
          <IconButton
            aria-label={SHARE_LABEL}
            onClick={onShare}
            sx={{ ...PHOTO_BUTTON_SX, left: 0 }}
          >
            <PhotoButtonDisc>
              <ShareOutlinedIcon fontSize="small" />
            </PhotoButtonDisc>
          </IconButton>
        )}
      </Box>
      {greyed && (
        <Box
          sx={{
            position: 'absolute',
            top: 0,
            left: 0,
            right: 0,
            aspectRatio: '4 / 3',
            display: 'grid',
            placeItems: 'center',
            pointerEvents: 'none',
          }}
        >
          <Typography
            sx={{
              fontWeight: 800,
              // «ЗАРЕЗЕРВИРОВАНО» at 1rem is wider than a phone's card; it scales with the card
              // and, should a font still run wide, wraps instead of being cut.
              fontSize: 'min(1rem, 7cqi)',
              letterSpacing: 'min(1px, 0.4cqi)',
              maxWidth: 'calc(100% - 8px)',
              overflowWrap: 'anywhere',
              textAlign: 'center',
              px: 1,
              py: 0.5,
              borderRadius: 1,
              bgcolor: 'background.paper',
              color: 'text.primary',
            }}
          >
            {ad.status === 'reserved' ? RESERVED_OVERLAY_TEXT : adStatusLabel(ad.status)}
          </Typography>
        </Box>
      )}
      <CardContent
        sx={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          gap: 0.5,
          p: 1.5,
          '&:last-child': { pb: 1.5 },
        }}
      >
        <Typography
          component="h2"
          variant="subtitle1"
          sx={{ fontWeight: 600, lineHeight: 1.25, overflowWrap: 'anywhere' }}
        >
          {ad.title}
        </Typography>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          {formatRubles(ad.price)}
        </Typography>
        {showsCountdown(ad.status) && <Countdown createdAt={ad.created_at} />}
        <Typography
          variant="caption"
          color="text.secondary"
          component="p"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {ad.username ? `@${ad.username}` : NO_USERNAME_TEXT} · ID: {ad.user_id}
        </Typography>
        <Box sx={{ mt: 'auto', pt: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          {actions}
        </Box>
      </CardContent>
    </Card>
  );
}
