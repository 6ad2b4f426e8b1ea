import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './app/first-screen/first-screen.css';
import { initTelegram, readLaunchParams } from './telegram/init';

const launch = readLaunchParams();
// Before React renders: ready() hides Telegram's placeholder as early as possible.
initTelegram(launch);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
// Many short tasks instead of one long one on a slow phone (issue 14: none over 50 ms).
startTransition(() => {
  root.render(
    <StrictMode>
      <App launch={launch} />
    </StrictMode>,
  );
});
