import { checkoutSchema, PHONE_EXAMPLE } from '@flowers/domain';
import type { Checkout, CheckoutInput } from '@flowers/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../components/form-text-field';
import { Banner, Section } from '../../components/ui';
import { useClosingConfirmation } from '../../telegram/use-closing-confirmation';
import { FormStack } from '../../components/form-stack';
import { PHONE_LABEL } from '../../texts/common';
import {
  CHECKOUT_ADDRESS_HINT,
  CHECKOUT_EMAIL_HINT,
  CHECKOUT_TITLE,
  COMMENT_LABEL,
  DELIVERY_ADDRESS_LABEL,
  NAME_LABEL,
} from '../../texts/orders';

interface CheckoutFormProps {
  /** The form's id: Telegram's MainButton submits it from outside. */
  id: string;
  initial: Partial<CheckoutInput>;
  error: string | null;
  onSubmit: (form: Checkout) => void;
}

/** The five checkout fields with the §5 rules; values stay after a failed payment. */
export function CheckoutForm({ id, initial, error, onSubmit }: CheckoutFormProps) {
  const { control, handleSubmit, formState } = useForm<CheckoutInput, unknown, Checkout>({
    resolver: zodResolver(checkoutSchema),
    defaultValues: { name: '', address: '', phone: '', email: '', comment: '', ...initial },
  });
  useClosingConfirmation(formState.isDirty);

  return (
    <FormStack id={id} label={CHECKOUT_TITLE} onSubmit={handleSubmit(onSubmit)}>
      <Section padded>
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
          helper={CHECKOUT_ADDRESS_HINT}
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
          helper={CHECKOUT_EMAIL_HINT}
        />
        <FormTextField control={control} name="comment" label={COMMENT_LABEL} rows={2} />
      </Section>
      {error && <Banner severity="error">{error}</Banner>}
      {/* Enter in a field submits, as with a visible button; the MainButton is the visible one. */}
      <button type="submit" hidden />
    </FormStack>
  );
}
