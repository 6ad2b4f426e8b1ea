import { useSyncExternalStore } from 'react';
import { Banner } from '../../components/ui/banner';
import { OFFLINE_TEXT } from '../../texts/common';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;
const onServer = () => true;

/** Issue 27. Lists reload by themselves when it returns; forms keep what was typed. */
export function OfflineBanner() {
  const online = useSyncExternalStore(subscribe, isOnline, onServer);
  if (online) return null;
  return (
    <Banner severity="warning" className="offline-banner">
      {OFFLINE_TEXT}
    </Banner>
  );
}
