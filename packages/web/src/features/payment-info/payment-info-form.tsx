import { CARD_INPUT_MAX_LENGTH, formatCardNumberInput, paymentInfoSchema } from '@flowers/domain';
import type { PaymentInfo, PaymentInfoInput } from '@flowers/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { describeFailure } from '../../api/describe-failure';
import { Banner, TextField } from '../../components/ui';
import { useClosingConfirmation } from '../../telegram/use-closing-confirmation';
import { useMainButton } from '../../telegram/use-main-button';
import { SAVE_TEXT } from '../../texts/common';
import {
  CARD_NUMBER_LABEL,
  FULL_NAME_LABEL,
  FULL_NAME_PLACEHOLDER,
  PAYMENT_INFO_TITLE,
} from '../../texts/payments';
import { paymentInfoSaveErrorText } from '../../texts/request-failure';

interface PaymentInfoFormProps {
  initial: PaymentInfoInput;
  saving: boolean;
  saveError: Error | null;
  onSave: (info: PaymentInfo) => void;
}

/**
 * Full name and card number with the §5 rules; what was typed stays after a failure.
 * «Сохранить» is Telegram's MainButton, with its spinner while the details save.
 */
export function PaymentInfoForm({ initial, saving, saveError, onSave }: PaymentInfoFormProps) {
  const { control, handleSubmit, formState } = useForm<PaymentInfoInput, unknown, PaymentInfo>({
    resolver: zodResolver(paymentInfoSchema),
    defaultValues: initial,
  });
  useClosingConfirmation(formState.isDirty);
  const submit = handleSubmit(onSave);
  useMainButton({ text: SAVE_TEXT, loading: saving, onClick: () => void submit() });

  return (
    <form
      aria-label={PAYMENT_INFO_TITLE}
      noValidate
      className="payment-info__form"
      onSubmit={(event) => void submit(event)}
    >
      <Controller
        control={control}
        name="fullName"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            label={FULL_NAME_LABEL}
            placeholder={FULL_NAME_PLACEHOLDER}
            autoComplete="name"
            required
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="bankCardNumber"
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            onChange={(event) => field.onChange(formatCardNumberInput(event.target.value))}
            label={CARD_NUMBER_LABEL}
            placeholder="0000 0000 0000 0000"
            autoComplete="cc-number"
            inputMode="numeric"
            maxLength={CARD_INPUT_MAX_LENGTH}
            required
            error={fieldState.error?.message}
          />
        )}
      />
      {saveError && (
        <Banner severity="error">{paymentInfoSaveErrorText(describeFailure(saveError))}</Banner>
      )}
    </form>
  );
}
