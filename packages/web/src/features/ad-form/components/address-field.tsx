import { ADDRESS_DROPDOWN_MAX_HEIGHT_PX } from '../../../config/ui';
import { Autocomplete, TextField } from '@mui/material';
import type { Ref } from 'react';
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

/** Address with Moscow-area suggestions after more than 3 characters (spec §2). */
export function AddressField({
  value,
  error,
  disabled,
  inputRef,
  onChange,
  onBlur,
}: AddressFieldProps) {
  const query = useDebouncedValue(value, SUGGEST_DEBOUNCE_MS);
  const suggestions = useAddressSuggestions(query);
  return (
    <Autocomplete
      freeSolo
      disabled={disabled}
      options={suggestions.data ?? []}
      filterOptions={(options) => options}
      inputValue={value}
      onInputChange={(_event, next, reason) => {
        if (reason !== 'reset' || next !== '') onChange(next);
      }}
      slotProps={{ listbox: { sx: { maxHeight: ADDRESS_DROPDOWN_MAX_HEIGHT_PX } } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={ADDRESS_LABEL}
          required
          name="address"
          inputRef={inputRef}
          onBlur={onBlur}
          error={error !== undefined}
          helperText={error ?? AD_ADDRESS_HINT}
        />
      )}
    />
  );
}
