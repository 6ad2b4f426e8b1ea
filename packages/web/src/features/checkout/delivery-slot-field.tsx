import { deliverySlotOptions, deliveryWhenLabel } from '@flowers/domain';
import type { CheckoutInput } from '@flowers/domain';
import { Controller } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { Select } from '../../components/ui';
import type { SelectOption } from '../../components/ui';
import { useNow } from '../../lib/use-now';
import { DELIVERY_TIME_HINT, DELIVERY_TIME_LABEL } from '../../texts/checkout';
import { DELIVERY_WITHIN_DAY_TEXT } from '../../texts/tracking';

// Slots are two hours long; a minute's staleness never offers one that has started.
const SLOT_REFRESH_MS = 60_000;
const SEPARATOR = '|';

function slotChoices(now: number, date: string, slot: string): SelectOption[] {
  const options = deliverySlotOptions(new Date(now)).map((option) => ({
    value: `${option.date}${SEPARATOR}${option.slot}`,
    label: option.label,
  }));
  const chosen = `${date}${SEPARATOR}${slot}`;
  // A slot that has started since it was picked stays shown; paying then says it is past.
  if (date && slot && !options.some((option) => option.value === chosen)) {
    options.unshift({ value: chosen, label: deliveryWhenLabel(date, slot) ?? chosen });
  }
  return [{ value: '', label: DELIVERY_WITHIN_DAY_TEXT }, ...options];
}

export function DeliverySlotField({ control }: { control: Control<CheckoutInput> }) {
  const now = useNow(SLOT_REFRESH_MS);
  return (
    <Controller
      control={control}
      name="delivery_date"
      render={({ field: date, fieldState: dateState }) => (
        <Controller
          control={control}
          name="delivery_slot"
          render={({ field: slot, fieldState: slotState }) => {
            const dateValue = date.value ?? '';
            const slotValue = slot.value ?? '';
            return (
              <Select
                name={slot.name}
                ref={slot.ref}
                label={DELIVERY_TIME_LABEL}
                helper={DELIVERY_TIME_HINT}
                error={dateState.error?.message ?? slotState.error?.message}
                value={dateValue && slotValue ? `${dateValue}${SEPARATOR}${slotValue}` : ''}
                options={slotChoices(now, dateValue, slotValue)}
                onBlur={slot.onBlur}
                onChange={(event) => {
                  const [picked = '', pickedSlot = ''] = event.target.value.split(SEPARATOR);
                  date.onChange(picked);
                  slot.onChange(pickedSlot);
                }}
              />
            );
          }}
        />
      )}
    />
  );
}
