import { formatCountdown, remainingMs } from '@flowers/domain';
import { COUNTDOWN_LABEL } from '../texts/ads';
import { COUNTDOWN_TICK_MS } from '../config/ui';
import { Typography } from '@mui/material';
import { useNow } from '../lib/use-now';

/** Time left until the ad's 48 hours run out, ticking every second (spec §4 "Countdown"). */
export function Countdown({ createdAt }: { createdAt: string }) {
  const now = useNow(COUNTDOWN_TICK_MS);
  const left = remainingMs(createdAt, now);
  return (
    <Typography variant="caption" component="p" color="text.secondary">
      {COUNTDOWN_LABEL}{' '}
      <Typography
        component="span"
        variant="caption"
        sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
        color={left > 0 ? 'text.primary' : 'error'}
      >
        {formatCountdown(left)}
      </Typography>
    </Typography>
  );
}
