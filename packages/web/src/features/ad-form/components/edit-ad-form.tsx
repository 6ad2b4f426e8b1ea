import { editAdSchema } from '@flowers/domain';
import { ACTION_TOAST_MS, EDIT_REDIRECT_MS } from '../../../config/ui';
import {
  EDIT_AD_SEND_ERROR,
  EDIT_AD_SUBMIT_TEXT,
  EDIT_AD_SUCCESS_TEXT,
  EDIT_FORM_ERROR_BANNER,
  EDIT_FORM_LABEL,
} from '../../../texts/ads';
import type { Ad, EditAd, EditAdInput } from '@flowers/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from '../../../router/router';
import { describeFailure } from '../../../api/describe-failure';
import { SubmitFailure } from '../../../components/submit-failure';
import type { RequestFailure } from '../../../texts/request-failure';
import { Banner, Section } from '../../../components/ui';
import { useToast } from '../../../components/toast/toast-context';
import { useMainButton } from '../../../telegram/use-main-button';
import { useRequestAdEdit } from '../api/request-ad-edit';
import { AdDetailsFields } from './ad-details-fields';
import { FormStack } from '../../../components/form-stack';

interface EditAdFormProps {
  ad: Ad;
  locked: boolean;
}

/** spec §2 "Edit ad" with the §5 rules. */
export function EditAdForm({ ad, locked }: EditAdFormProps) {
  const navigate = useNavigate();
  const showToast = useToast();
  const send = useRequestAdEdit();
  const [sendError, setSendError] = useState<RequestFailure | null>(null);
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

  // spec §2: the 2 s toast, then «Мои объявления» after 2 s.
  useEffect(() => {
    if (!sent) return undefined;
    const timer = setTimeout(() => void navigate('/myads'), EDIT_REDIRECT_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [sent, navigate]);

  const submit = form.handleSubmit(async (edit) => {
    setSendError(null);
    try {
      await send.mutateAsync({ adId: ad.id, edit });
      showToast({
        message: EDIT_AD_SUCCESS_TEXT,
        severity: 'success',
        durationMs: ACTION_TOAST_MS,
      });
    } catch (error) {
      setSendError(describeFailure(error));
    }
  });

  useMainButton({
    text: EDIT_AD_SUBMIT_TEXT,
    disabled: locked || sent,
    loading: send.isPending,
    onClick: () => {
      void submit();
    },
  });

  const errors = formState.errors;
  const disabled = locked || send.isPending || sent;
  return (
    <FormStack label={EDIT_FORM_LABEL} onSubmit={submit}>
      {Object.keys(errors).length > 0 && <Banner severity="error">{EDIT_FORM_ERROR_BANNER}</Banner>}
      <Section padded>
        <AdDetailsFields
          title={{ ...register('title'), error: errors.title?.message }}
          price={{ ...register('price'), error: errors.price?.message }}
          description={register('description')}
          priceText={typeof price === 'string' ? price : ''}
          disabled={disabled}
        />
      </Section>
      {sendError && (
        <SubmitFailure
          message={`${EDIT_AD_SEND_ERROR}: ${sendError.message}`}
          failure={sendError}
          onRetry={() => void submit()}
          retrying={send.isPending}
        />
      )}
      <button type="submit" hidden disabled={disabled} />
    </FormStack>
  );
}
