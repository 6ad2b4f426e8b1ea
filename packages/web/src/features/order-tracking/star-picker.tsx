import { RATING_MAX_STARS, RATING_MIN_STARS } from '@flowers/domain';
import { useId } from 'react';
import { classNames } from '../../components/ui';
import { selectionHaptic } from '../../telegram/init';
import { starsLabel } from '../../texts/tracking';

const STAR_VALUES = Array.from(
  { length: RATING_MAX_STARS - RATING_MIN_STARS + 1 },
  (_, index) => RATING_MIN_STARS + index,
);

interface StarPickerProps {
  legend: string;
  value: number;
  onChange?: (stars: number) => void;
  error?: string | null;
}

/** Native radio buttons, so screen readers hear «3 звезды, 3 из 5» and arrow keys work. */
export function StarPicker({ legend, value, onChange, error }: StarPickerProps) {
  const name = useId();
  const errorId = useId();
  const readOnly = onChange === undefined;
  return (
    <fieldset
      role="radiogroup"
      className="star-picker"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="ui-visually-hidden">{legend}</legend>
      <div className="star-picker__stars">
        {STAR_VALUES.map((stars) => (
          <label
            key={stars}
            className={classNames('star-picker__star', stars <= value && 'star-picker__star--on')}
          >
            <input
              type="radio"
              name={name}
              value={stars}
              checked={stars === value}
              disabled={readOnly}
              aria-label={starsLabel(stars)}
              className="ui-visually-hidden"
              onChange={() => {
                selectionHaptic();
                onChange?.(stars);
              }}
            />
            <span aria-hidden>★</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="star-picker__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
