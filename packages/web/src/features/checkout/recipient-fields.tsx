import { PHONE_EXAMPLE, RECIPIENT_OTHER_LABEL } from '@flowers/domain';
import type { CheckoutInput } from '@flowers/domain';
import { Controller } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { FormTextField } from '../../components/form-text-field';
import { Switch } from '../../components/ui';
import { RECIPIENT_NAME_LABEL, RECIPIENT_PHONE_LABEL } from '../../texts/checkout';

export function RecipientFields({ control }: { control: Control<CheckoutInput> }) {
  return (
    <Controller
      control={control}
      name="recipient_is_other"
      render={({ field }) => (
        <>
          <Switch
            name={field.name}
            ref={field.ref}
            label={RECIPIENT_OTHER_LABEL}
            checked={field.value === true}
            onBlur={field.onBlur}
            onChange={(event) => {
              field.onChange(event.target.checked);
            }}
          />
          {field.value === true && (
            <>
              <FormTextField
                control={control}
                name="recipient_name"
                label={RECIPIENT_NAME_LABEL}
                autoComplete="off"
                required
              />
              <FormTextField
                control={control}
                name="recipient_phone"
                label={RECIPIENT_PHONE_LABEL}
                type="tel"
                autoComplete="off"
                placeholder={PHONE_EXAMPLE}
                required
              />
            </>
          )}
        </>
      )}
    />
  );
}
