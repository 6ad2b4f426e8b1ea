import { editAdSchema } from '@flowers/domain';
import { ACTION_TOAST_MS, EDIT_REDIRECT_MS } from '../../../config/ui';
import {
  DESCRIPTION_LABEL,
  EDIT_AD_SEND_ERROR,
  EDIT_AD_SUBMIT_TEXT,
  EDIT_AD_SUCCESS_TEXT,
  EDIT_FORM_ERROR_BANNER,
  EDIT_FORM_LABEL,
  SELLER_PRICE_FIELD_LABEL,
  TITLE_LABEL,
} from '../../../texts/ads';
import type { Ad, EditAd, EditAdInput } from '@flowers/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Snackbar, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useRequestAdEdit } from '../api/request-ad-edit';
import { SellerPriceHint } from './seller-price-hint';

interface EditAdFormProps {
  ad: Ad;
  locked: boolean;
}

/** spec §2 "Edit ad" with the §5 rules; the change goes to moderation, not live. */
export function EditAdForm({ ad, locked }: EditAdFormProps) {
  const navigate = useNavigate();
  const send = useRequestAdEdit();
  const [sendError, setSendError] = useState<string | null>(null);
  const form = useForm<EditAdInput, unknown, EditAd>({
    resolver: zodResolver(editAdSchema),
    defaultValues: {
      title: ad.title,
      price: String(ad.original_price),
      description: ad.description ?? '',
    },
  });
  const { register, control, formState } = form;
  const price = useWatch({ control, name: 'price' });
  const sent = send.isSuccess;

  useEffect(() => {
    if (!sent) return undefined;
    const timer = setTimeout(() => void navigate('/myads'), EDIT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [sent, navigate]);

  const submit = form.handleSubmit(async (edit) => {
    setSendError(null);
    try {
      await send.mutateAsync({ adId: ad.id, edit });
    } catch (error) {
      setSendError(error instanceof Error ? error.message : String(error));
    }
  });

  const errors = formState.errors;
  const disabled = locked || send.isPending || sent;
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label={EDIT_FORM_LABEL}>
      {Object.keys(errors).length > 0 && (
        <Alert severity="error" role="alert">
          {EDIT_FORM_ERROR_BANNER}
        </Alert>
      )}
      <TextField
        label={TITLE_LABEL}
        required
        disabled={disabled}
        {...register('title')}
        error={errors.title !== undefined}
        helperText={errors.title?.message}
      />
      <Stack spacing={0.5}>
        <TextField
          label={SELLER_PRICE_FIELD_LABEL}
          required
          disabled={disabled}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-describedby': 'edit-price-hint' } }}
          {...register('price')}
          error={errors.price !== undefined}
          helperText={errors.price?.message}
        />
        <SellerPriceHint id="edit-price-hint" text={typeof price === 'string' ? price : ''} />
      </Stack>
      <TextField
        label={DESCRIPTION_LABEL}
        multiline
        minRows={3}
        disabled={disabled}
        {...register('description')}
      />
      {sendError && (
        <Alert severity="error" role="alert">
          {EDIT_AD_SEND_ERROR}: {sendError}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={disabled}>
        {EDIT_AD_SUBMIT_TEXT}
      </Button>
      <Snackbar open={sent} autoHideDuration={ACTION_TOAST_MS}>
        <Alert severity="success" variant="filled">
          {EDIT_AD_SUCCESS_TEXT}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
