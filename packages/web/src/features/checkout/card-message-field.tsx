import {
  CARD_MESSAGE_LABEL,
  CARD_MESSAGE_MAX_CHARS,
  CARD_MESSAGE_TOO_LONG_MESSAGE,
} from '@flowers/domain';
import type { CheckoutInput } from '@flowers/domain';
import { Controller } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { TextArea } from '../../components/ui';
import { CARD_MESSAGE_PLACEHOLDER } from '../../texts/checkout';
import { countOfText } from '../../texts/common';

export function CardMessageField({ control }: { control: Control<CheckoutInput> }) {
  return (
    <Controller
      control={control}
      name="card_message"
      render={({ field, fieldState }) => {
        const value = field.value ?? '';
        // The server trims before it counts, and so does the counter.
        const length = value.trim().length;
        const tooLong = length > CARD_MESSAGE_MAX_CHARS;
        return (
          <TextArea
            name={field.name}
            ref={field.ref}
            label={CARD_MESSAGE_LABEL}
            placeholder={CARD_MESSAGE_PLACEHOLDER}
            rows={3}
            value={value}
            helper={countOfText(length, CARD_MESSAGE_MAX_CHARS)}
            error={
              fieldState.error?.message ?? (tooLong ? CARD_MESSAGE_TOO_LONG_MESSAGE : undefined)
            }
            onBlur={field.onBlur}
            onChange={(event) => {
              field.onChange(event.target.value);
            }}
          />
        );
      }}
    />
  );
}
