import { ChevronLeftIcon } from '../../components/ui/icons';
import { BACK_LABEL } from '../../texts/common';

/** Inside Telegram its own Back shows in the header. */
export function BackBar({ onBack }: { onBack: () => void }) {
  return (
    <div className="app-back-bar">
      <button type="button" className="app-back-bar__button" onClick={onBack}>
        <ChevronLeftIcon size={22} />
        {BACK_LABEL}
      </button>
    </div>
  );
}
