import { CARD_INPUT_MAX_LENGTH, formatCardNumberInput, paymentInfoSchema } from '@flowers/domain';
import { paymentInfoSaveErrorText } from '../../texts/request-failure';
import type { PaymentInfo, PaymentInfoInput } from '@flowers/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { describeFailure } from '../../api/describe-failure';
import { FormTextField } from '../../components/form-text-field';
import { useClosingConfirmation } from '../../telegram/use-closing-confirmation';
import { FormStack } from '../../components/form-stack';
import { SubmitFailure } from '../../components/submit-failure';
import { Section } from '../../components/ui';
import { useMainButton } from '../../telegram/use-main-button';
import { SAVE_TEXT } from '../../texts/common';
import {
  CARD_NUMBER_LABEL,
  FULL_NAME_LABEL,
  FULL_NAME_PLACEHOLDER,
  PAYMENT_INFO_TITLE,
} from '../../texts/payments';
import { TaxDetailsFields } from './tax-details-fields';

interface PaymentInfoFormProps {
  initial: PaymentInfoInput;
  saving: boolean;
  saveError: Error | null;
  onSave: (info: PaymentInfo) => void;
}

/** spec §5 rules. */
export function PaymentInfoForm({ initial, saving, saveError, onSave }: PaymentInfoFormProps) {
  const { control, handleSubmit, formState } = useForm<PaymentInfoInput, unknown, PaymentInfo>({
    resolver: zodResolver(paymentInfoSchema),
    defaultValues: initial,
  });
  useClosingConfirmation(formState.isDirty);
  const submit = handleSubmit(onSave);
  useMainButton({
    text: SAVE_TEXT,
    loading: saving,
    onClick: () => {
      void submit();
    },
  });

  return (
    <FormStack label={PAYMENT_INFO_TITLE} onSubmit={submit}>
      <Section padded>
        <FormTextField
          control={control}
          name="fullName"
          label={FULL_NAME_LABEL}
          placeholder={FULL_NAME_PLACEHOLDER}
          autoComplete="name"
          required
        />
        <FormTextField
          control={control}
          name="bankCardNumber"
          format={formatCardNumberInput}
          label={CARD_NUMBER_LABEL}
          placeholder="0000 0000 0000 0000"
          autoComplete="cc-number"
          required
          inputMode="numeric"
          maxLength={CARD_INPUT_MAX_LENGTH}
        />
        <TaxDetailsFields control={control} />
      </Section>
      {saveError && (
        <SubmitFailure
          message={paymentInfoSaveErrorText(describeFailure(saveError))}
          failure={describeFailure(saveError)}
          onRetry={() => void submit()}
          retrying={saving}
        />
      )}
      <button type="submit" hidden />
    </FormStack>
  );
}
