import { checkoutSchema, deliverySlotProblem, PHONE_EXAMPLE } from '@flowers/domain';
import type { Checkout, CheckoutInput } from '@flowers/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { FormStack } from '../../components/form-stack';
import { FormTextField } from '../../components/form-text-field';
import { Section } from '../../components/ui';
import { useClosingConfirmation } from '../../telegram/use-closing-confirmation';
import { CARD_SECTION_TITLE, CONTACTS_TITLE, DELIVERY_SECTION_TITLE } from '../../texts/checkout';
import { PHONE_LABEL } from '../../texts/common';
import {
  CHECKOUT_ADDRESS_HINT,
  CHECKOUT_EMAIL_HINT,
  CHECKOUT_TITLE,
  COMMENT_LABEL,
  DELIVERY_ADDRESS_LABEL,
  NAME_LABEL,
} from '../../texts/orders';
import { CardMessageField } from './card-message-field';
import { CheckoutReceipt } from './checkout-receipt';
import { ContactPhoneButton } from './contact-phone-button';
import { DeliverySlotField } from './delivery-slot-field';
import { RecipientFields } from './recipient-fields';

interface CheckoutFormProps {
  /** Telegram's MainButton submits it from outside. */
  id: string;
  initial: Partial<CheckoutInput>;
  price: number;
  error: ReactNode;
  onSubmit: (form: Checkout) => void;
  onDraft?: (draft: Partial<CheckoutInput>) => void;
}

const EMPTY: CheckoutInput = {
  name: '',
  address: '',
  phone: '',
  email: '',
  comment: '',
  delivery_date: '',
  delivery_slot: '',
  recipient_is_other: false,
  recipient_name: '',
  recipient_phone: '',
  card_message: '',
};

export function CheckoutForm({ id, initial, price, error, onSubmit, onDraft }: CheckoutFormProps) {
  const { control, handleSubmit, formState, setValue, setError, subscribe } = useForm<
    CheckoutInput,
    unknown,
    Checkout
  >({ resolver: zodResolver(checkoutSchema), defaultValues: { ...EMPTY, ...initial } });
  useClosingConfirmation(formState.isDirty);

  useEffect(() => {
    if (!onDraft) return;
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        onDraft(values);
      },
    });
  }, [subscribe, onDraft]);

  // The slot's clock rule, as the server judges it when the payment starts.
  const submit = (form: Checkout) => {
    const { delivery_date: date, delivery_slot: slot } = form;
    const problem = date && slot ? deliverySlotProblem(date, slot, new Date()) : null;
    if (problem) setError('delivery_slot', { message: problem }, { shouldFocus: true });
    else onSubmit(form);
  };

  return (
    <FormStack id={id} label={CHECKOUT_TITLE} onSubmit={handleSubmit(submit)}>
      <Section title={CONTACTS_TITLE} padded>
        <FormTextField
          control={control}
          name="name"
          label={NAME_LABEL}
          autoComplete="name"
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
        <ContactPhoneButton
          onPhone={(phone) => {
            setValue('phone', phone, { shouldDirty: true, shouldValidate: true });
          }}
        />
        <FormTextField
          control={control}
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          helper={CHECKOUT_EMAIL_HINT}
        />
      </Section>
      <Section title={DELIVERY_SECTION_TITLE} padded>
        <FormTextField
          control={control}
          name="address"
          label={DELIVERY_ADDRESS_LABEL}
          autoComplete="street-address"
          helper={CHECKOUT_ADDRESS_HINT}
          required
        />
        <DeliverySlotField control={control} />
        <RecipientFields control={control} />
        <FormTextField control={control} name="comment" label={COMMENT_LABEL} rows={2} />
      </Section>
      <Section title={CARD_SECTION_TITLE} padded>
        <CardMessageField control={control} />
      </Section>
      <CheckoutReceipt control={control} price={price} />
      {error}
      {/* Enter in a field submits, as with a visible button; the MainButton is the visible one. */}
      <button type="submit" hidden />
    </FormStack>
  );
}
