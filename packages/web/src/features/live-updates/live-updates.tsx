import { useLocation } from 'react-router';
import { Banner, Button, CloseIcon, IconButton, RefreshIcon } from '../../components/ui';
import { REFRESH_BADGE_BOTTOM_PX, REFRESH_BADGE_RIGHT_PX, badgeText } from '../../config/ui';
import { DISMISS_UPDATES_LABEL, updatesBannerText } from '../../texts/ads';
import { REFRESH_BUTTON_TEXT } from '../../texts/common';
import { useLiveUpdates } from './use-live-updates';
import './live-updates.css';

const CATALOG_PATHS = new Set(['/', '/catalog']);

/** The updates banner and the floating refresh badge over the catalogue (spec §2, §4). */
export function LiveUpdates() {
  const onCatalog = CATALOG_PATHS.has(useLocation().pathname);
  const { count, bannerOpen, dismissBanner, refresh } = useLiveUpdates(onCatalog);
  if (!onCatalog || count === 0) return null;

  return (
    <>
      {bannerOpen && (
        <Banner
          severity="info"
          className="live-updates__banner"
          action={
            <span className="live-updates__actions">
              <Button variant="plain" onClick={refresh}>
                {REFRESH_BUTTON_TEXT}
              </Button>
              <IconButton aria-label={DISMISS_UPDATES_LABEL} onClick={dismissBanner}>
                <CloseIcon size={20} />
              </IconButton>
            </span>
          }
        >
          {updatesBannerText(count)}
        </Banner>
      )}
      <button
        type="button"
        className="live-updates__fab"
        aria-label={`${REFRESH_BUTTON_TEXT}: ${badgeText(count)}`}
        onClick={refresh}
        style={{
          bottom: `calc(${REFRESH_BADGE_BOTTOM_PX}px + var(--app-safe-bottom, 0px))`,
          right: `calc(${REFRESH_BADGE_RIGHT_PX}px + var(--app-safe-right, 0px))`,
        }}
      >
        <RefreshIcon size={24} />
        <span className="live-updates__badge" aria-hidden>
          {badgeText(count)}
        </span>
      </button>
    </>
  );
}
