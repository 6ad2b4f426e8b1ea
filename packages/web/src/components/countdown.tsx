import { formatCountdown, remainingMs } from '@flowers/domain';
import { COUNTDOWN_LABEL } from '../texts/catalogue';
import { COUNTDOWN_TICK_MS } from '../config/ui';
import { useNow } from '../lib/use-now';
import './components.css';

/** spec §4 "Countdown". */
export function Countdown({ createdAt }: { createdAt: string }) {
  const now = useNow(COUNTDOWN_TICK_MS);
  const left = remainingMs(createdAt, now);
  return (
    <p className="app-countdown">
      {COUNTDOWN_LABEL}{' '}
      <span
        className={
          left > 0 ? 'app-countdown__value' : 'app-countdown__value app-countdown__value--over'
        }
      >
        {formatCountdown(left)}
      </span>
    </p>
  );
}
