import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextArea, TextField } from '../../../components/ui';
import { SellerPricePreview } from './seller-price-preview';
import { DESCRIPTION_LABEL, SELLER_PRICE_FIELD_LABEL, TITLE_LABEL } from '../../../texts/ads';

export type CheckedField = UseFormRegisterReturn & { error?: string };

interface AdDetailsFieldsProps {
  title: CheckedField;
  price: CheckedField;
  description: UseFormRegisterReturn;
  priceText: string;
  disabled: boolean;
}

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
  return (
    <>
      <TextField
        label={TITLE_LABEL}
        required
        disabled={disabled}
        {...titleField}
        error={titleError}
      />
      <div className="ad-form__price">
        <TextField
          id={priceId}
          label={SELLER_PRICE_FIELD_LABEL}
          required
          disabled={disabled}
          inputMode="numeric"
          {...priceField}
          error={priceError}
          // The rule's message first, then the preview: both describe the price field.
          describedBy={previewId}
        />
        <SellerPricePreview id={previewId} text={priceText} withMinimum={!priceError} />
      </div>
      <TextArea label={DESCRIPTION_LABEL} rows={3} disabled={disabled} {...description} />
    </>
  );
}
