import { Stack, TextField } from '@mui/material';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SellerPricePreview } from './seller-price-preview';
import { DESCRIPTION_LABEL, SELLER_PRICE_FIELD_LABEL, TITLE_LABEL } from '../../../texts/ads';

/** A registered field with the message its form's rules gave it, if any. */
export type CheckedField = UseFormRegisterReturn & { error?: string };

interface AdDetailsFieldsProps {
  title: CheckedField;
  price: CheckedField;
  description: UseFormRegisterReturn;
  /** The price as typed, for the buyer's-price preview. */
  priceText: string;
  disabled: boolean;
}

/** Title, seller's price with its preview, and description: the fields both ad forms share. */
export function AdDetailsFields({
  title,
  price,
  description,
  priceText,
  disabled,
}: AdDetailsFieldsProps) {
  const { error: titleError, ...titleField } = title;
  const { error: priceError, ...priceField } = price;
  const priceId = useId();
  const previewId = `${priceId}-preview`;
  // The rule's message first, then the preview: both describe the price field.
  const priceDescription = priceError ? `${priceId}-helper-text ${previewId}` : previewId;
  return (
    <>
      <TextField
        label={TITLE_LABEL}
        required
        disabled={disabled}
        {...titleField}
        error={titleError !== undefined}
        helperText={titleError}
      />
      <Stack spacing={0.5}>
        <TextField
          id={priceId}
          label={SELLER_PRICE_FIELD_LABEL}
          required
          disabled={disabled}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-describedby': priceDescription } }}
          {...priceField}
          error={priceError !== undefined}
          helperText={priceError}
        />
        <SellerPricePreview id={previewId} text={priceText} />
      </Stack>
      <TextField
        label={DESCRIPTION_LABEL}
        multiline
        minRows={3}
        disabled={disabled}
        {...description}
      />
    </>
  );
}
