import { REFRESH_BADGE_BOTTOM_PX, REFRESH_BADGE_RIGHT_PX, badgeText } from '../../config/ui';
import { REFRESH_BUTTON_TEXT } from '../../texts/common';
import { DISMISS_UPDATES_LABEL, updatesBannerText } from '../../texts/catalogue';
import { Banner, Button, CloseIcon, IconButton, RefreshIcon } from '../../components/ui';
import { useLocation } from '../../router/router';
import { useLiveUpdates } from './use-live-updates';
import './live-updates.css';

const CATALOG_PATHS = new Set(['/', '/catalog']);

/** spec §2, §4. */
export function LiveUpdates() {
  const onCatalog = CATALOG_PATHS.has(useLocation().pathname);
  const { count, bannerOpen, dismissBanner, refresh } = useLiveUpdates(onCatalog);
  if (!onCatalog || count === 0) return null;

  return (
    <>
      {bannerOpen && (
        <Banner
          severity="info"
          className="live-banner"
          action={
            <>
              <Button variant="plain" size="small" onClick={refresh}>
                {REFRESH_BUTTON_TEXT}
              </Button>
              <IconButton aria-label={DISMISS_UPDATES_LABEL} onClick={dismissBanner}>
                <CloseIcon size={20} />
              </IconButton>
            </>
          }
        >
          {updatesBannerText(count)}
        </Banner>
      )}
      <button
        type="button"
        className="live-fab"
        aria-label={`${REFRESH_BUTTON_TEXT}: ${badgeText(count)}`}
        onClick={refresh}
        style={{
          bottom: `calc(${String(REFRESH_BADGE_BOTTOM_PX)}px + var(--app-safe-bottom))`,
          right: `calc(${String(REFRESH_BADGE_RIGHT_PX)}px + var(--app-safe-right))`,
        }}
      >
        <RefreshIcon />
        <span className="live-fab__badge" aria-hidden>
          {badgeText(count)}
        </span>
      </button>
    </>
  );
}
