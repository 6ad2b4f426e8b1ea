import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initTelegram, readLaunchParams } from './telegram/init';

const launch = readLaunchParams();
// Before React renders: ready() hides Telegram's placeholder as early as possible.
initTelegram(launch);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App launch={launch} />
  </StrictMode>,
);
