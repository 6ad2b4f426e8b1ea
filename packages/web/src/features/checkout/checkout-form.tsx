import { checkoutSchema, PHONE_EXAMPLE } from '@flowers/domain';
import type { Checkout, CheckoutInput } from '@flowers/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button } from '@mui/material';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../components/form-text-field';
import { useClosingConfirmation } from '../../telegram/use-closing-confirmation';
import { FormStack } from '../../components/form-stack';
import { PHONE_LABEL } from '../../texts/common';
import {
  CHECKOUT_ADDRESS_HINT,
  CHECKOUT_EMAIL_HINT,
  CHECKOUT_TITLE,
  COMMENT_LABEL,
  DELIVERY_ADDRESS_LABEL,
  GOING_TO_PAYMENT_TEXT,
  GO_TO_PAYMENT_TEXT,
  NAME_LABEL,
} from '../../texts/orders';

interface CheckoutFormProps {
  initial: Partial<CheckoutInput>;
  disabled: boolean;
  submitting: boolean;
  error: string | null;
  onSubmit: (form: Checkout) => void;
}

/** The five checkout fields with the §5 rules; values stay after a failed payment. */
export function CheckoutForm({
  initial,
  disabled,
  submitting,
  error,
  onSubmit,
}: CheckoutFormProps) {
  const { control, handleSubmit, formState } = useForm<CheckoutInput, unknown, Checkout>({
    resolver: zodResolver(checkoutSchema),
    defaultValues: { name: '', address: '', phone: '', email: '', comment: '', ...initial },
  });
  useClosingConfirmation(formState.isDirty);

  return (
    <FormStack label={CHECKOUT_TITLE} onSubmit={handleSubmit(onSubmit)}>
      <FormTextField
        control={control}
        name="name"
        label={NAME_LABEL}
        autoComplete="name"
        required
      />
      <FormTextField
        control={control}
        name="address"
        label={DELIVERY_ADDRESS_LABEL}
        autoComplete="street-address"
        helperText={CHECKOUT_ADDRESS_HINT}
        required
      />
      <FormTextField
        control={control}
        name="phone"
        label={PHONE_LABEL}
        type="tel"
        autoComplete="tel"
        placeholder={PHONE_EXAMPLE}
        required
      />
      <FormTextField
        control={control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        helperText={CHECKOUT_EMAIL_HINT}
      />
      <FormTextField control={control} name="comment" label={COMMENT_LABEL} multiline minRows={2} />
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={disabled || submitting}>
        {submitting ? GOING_TO_PAYMENT_TEXT : GO_TO_PAYMENT_TEXT}
      </Button>
    </FormStack>
  );
}
