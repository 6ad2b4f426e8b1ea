import './ui-more.css';
import { classNames } from './class-names';

/** The one status palette: every status of an ad, an order or a payout maps to one of these. */
export type StatusTone = 'positive' | 'warning' | 'negative' | 'accent' | 'neutral';

interface StatusChipProps {
  tone: StatusTone;
  label: string;
  hiddenPrefix?: string;
  className?: string;
}

export function StatusChip({ tone, label, hiddenPrefix, className }: StatusChipProps) {
  return (
    <span className={classNames('ui-status', `ui-status--${tone}`, className)}>
      {hiddenPrefix && <span className="ui-visually-hidden">{hiddenPrefix}</span>}
      {label}
    </span>
  );
}
