import { ADDRESS_SUGGEST_MIN_CHARS, wantsAddressSuggestions } from '@flowers/domain';
import { ADDRESS_DROPDOWN_MAX_HEIGHT_PX } from '../../../config/ui';
import { useId, useState } from 'react';
import type { KeyboardEvent, Ref } from 'react';
import { TextField } from '../../../components/ui';
import { useAddressSuggestions } from '../api/get-address-suggestions';
import { useDebouncedValue } from '../use-debounced-value';
import { AD_ADDRESS_HINT } from '../../../texts/ads';
import { ADDRESS_LABEL } from '../../../texts/common';

// Keeps the server's per-user rate limit (30 per 10 s) out of reach of a fast typist.
const SUGGEST_DEBOUNCE_MS = 300;

interface AddressFieldProps {
  value: string;
  error?: string;
  disabled: boolean;
  inputRef: Ref<HTMLInputElement>;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** spec §2. */
export function AddressField(props: AddressFieldProps) {
  const { value, error, disabled, inputRef, onChange, onBlur } = props;
  const listId = useId();
  const query = useDebouncedValue(value, SUGGEST_DEBOUNCE_MS);
  const suggestions = useAddressSuggestions(query);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options = (suggestions.data ?? []).filter((option) => option !== value);
  const expanded =
    open && options.length > 0 && wantsAddressSuggestions(value.trim(), ADDRESS_SUGGEST_MIN_CHARS);

  const choose = (option: string) => {
    onChange(option);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!expanded) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + options.length) % options.length);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      choose(options[active] ?? value);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <div className="address-field">
      <TextField
        ref={inputRef}
        name="address"
        label={ADDRESS_LABEL}
        required
        disabled={disabled}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${String(active)}` : undefined}
        value={value}
        error={error}
        helper={AD_ADDRESS_HINT}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          onBlur();
        }}
      />
      {expanded && (
        <ul
          id={listId}
          role="listbox"
          aria-label={ADDRESS_LABEL}
          className="address-field__list"
          style={{ maxHeight: ADDRESS_DROPDOWN_MAX_HEIGHT_PX }}
        >
          {options.map((option, index) => (
            <li
              key={option}
              id={`${listId}-${String(index)}`}
              role="option"
              aria-selected={index === active}
              className="address-field__option"
              // Before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
              }}
              onClick={() => {
                choose(option);
              }}
            >
              {option}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
