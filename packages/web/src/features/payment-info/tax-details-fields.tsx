import { INN_INPUT_MAX_LENGTH, TAX_STATUSES, TAX_STATUS_LABELS } from '@flowers/domain';
import type { PaymentInfo, PaymentInfoInput } from '@flowers/domain';
import { Controller } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { FormTextField } from '../../components/form-text-field';
import { Select } from '../../components/ui';
import {
  INN_HELPER,
  INN_LABEL,
  TAX_STATUS_LABEL,
  TAX_STATUS_PLACEHOLDER,
} from '../../texts/payments';

const STATUS_OPTIONS = [
  { value: '', label: TAX_STATUS_PLACEHOLDER },
  ...TAX_STATUSES.map((status) => ({ value: status, label: TAX_STATUS_LABELS[status] })),
];

const digitsOnly = (typed: string) => typed.replace(/\D/g, '').slice(0, INN_INPUT_MAX_LENGTH);

/** 54-FZ: receipts name them as the bouquet's supplier. */
export function TaxDetailsFields({
  control,
}: {
  control: Control<PaymentInfoInput, unknown, PaymentInfo>;
}) {
  return (
    <>
      <FormTextField
        control={control}
        name="inn"
        label={INN_LABEL}
        helper={INN_HELPER}
        format={digitsOnly}
        placeholder="000000000000"
        inputMode="numeric"
        maxLength={INN_INPUT_MAX_LENGTH}
      />
      <Controller
        name="taxStatus"
        control={control}
        render={({ field, fieldState }) => (
          <Select
            label={TAX_STATUS_LABEL}
            options={STATUS_OPTIONS}
            name={field.name}
            ref={field.ref}
            value={field.value ?? ''}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(event.target.value)}
            error={fieldState.error?.message}
          />
        )}
      />
    </>
  );
}
