import { REFRESH_BADGE_BOTTOM_PX, REFRESH_BADGE_RIGHT_PX, badgeText } from '../../config/ui';
import { REFRESH_BUTTON_TEXT } from '../../texts/common';
import { DISMISS_UPDATES_LABEL, updatesBannerText } from '../../texts/ads';
import CloseIcon from '@mui/icons-material/Close';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Badge, Button, Collapse, Fab, IconButton } from '@mui/material';
import { useLocation } from 'react-router';
import { useLiveUpdates } from './use-live-updates';

const CATALOG_PATHS = new Set(['/', '/catalog']);

/** The updates banner and the floating refresh badge over the catalogue (spec §2, §4). */
export function LiveUpdates() {
  const onCatalog = CATALOG_PATHS.has(useLocation().pathname);
  const { count, bannerOpen, dismissBanner, refresh } = useLiveUpdates(onCatalog);
  if (!onCatalog || count === 0) return null;

  return (
    <>
      <Collapse in={bannerOpen}>
        <Alert
          severity="info"
          action={
            <>
              <Button color="inherit" size="small" onClick={refresh}>
                {REFRESH_BUTTON_TEXT}
              </Button>
              <IconButton
                color="inherit"
                size="small"
                aria-label={DISMISS_UPDATES_LABEL}
                onClick={dismissBanner}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </>
          }
          sx={{ mx: 2, mb: 1, alignItems: 'center' }}
        >
          {updatesBannerText(count)}
        </Alert>
      </Collapse>
      <Fab
        color="primary"
        aria-label={`${REFRESH_BUTTON_TEXT}: ${badgeText(count)}`}
        onClick={refresh}
        sx={{
          position: 'fixed',
          bottom: `calc(${REFRESH_BADGE_BOTTOM_PX}px + var(--app-safe-bottom))`,
          right: `calc(${REFRESH_BADGE_RIGHT_PX}px + var(--app-safe-right))`,
          zIndex: 'speedDial',
        }}
      >
        <Badge badgeContent={badgeText(count)} color="error" overlap="circular">
          <RefreshIcon />
        </Badge>
      </Fab>
    </>
  );
}
