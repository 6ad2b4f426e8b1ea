import { PHOTO_MESSAGES, newAdSchema } from '@flowers/domain';
import type { Ad, NewAd, NewAdInput } from '@flowers/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from '../../../router/router';
import { describeFailure } from '../../../api/describe-failure';
import { SubmitFailure } from '../../../components/submit-failure';
import type { RequestFailure } from '../../../texts/request-failure';
import { Banner, Section, TextField } from '../../../components/ui';
import { useToast } from '../../../components/toast/toast-context';
import { ACTION_TOAST_MS } from '../../../config/ui';
import { useMainButton } from '../../../telegram/use-main-button';
import { FormStack } from '../../../components/form-stack';
import { PHONE_LABEL } from '../../../texts/common';
import {
  EDIT_AD_SEND_ERROR,
  EDIT_AD_SUBMIT_TEXT,
  EDIT_AD_SUCCESS_TEXT,
  EDIT_FORM_ERROR_BANNER,
  RESUBMIT_FORM_LABEL,
} from '../../../texts/ads';
import { useResubmitAd } from '../api/resubmit-ad';
import { keptPlaces, pickedFiles, usePhotoSelection } from '../use-photo-selection';
import { AdDetailsFields } from './ad-details-fields';
import { AddressField } from './address-field';
import { PhotoPicker } from './photo-picker';
import { UploadProgress } from './upload-progress';

/** Issue 40: everything the rejected bouquet had, fixed and sent back to moderation. */
export function ResubmitAdForm({ ad }: { ad: Ad }) {
  const navigate = useNavigate();
  const showToast = useToast();
  const send = useResubmitAd();
  // A double tap lands both taps before React renders the first one's lock.
  const sending = useRef(false);
  const [sendError, setSendError] = useState<RequestFailure | null>(null);
  // Issue 40: its photos too can be changed, by the new-ad form's rules.
  const selection = usePhotoSelection((ad.photos ?? []).map((photo) => photo.card));
  const [percent, setPercent] = useState<number | null>(null);
  const form = useForm<NewAdInput, unknown, NewAd>({
    resolver: zodResolver(newAdSchema),
    defaultValues: {
      title: ad.title,
      original_price: String(ad.original_price),
      description: ad.description ?? '',
      address: ad.address,
      phone: ad.phone,
    },
  });
  const { register, control, formState, clearErrors } = form;
  const priceText = useWatch({ control, name: 'original_price' });
  const busy = send.isPending || send.isSuccess;

  const submit = () => {
    if (sending.current) return;
    sending.current = true;
    let sent = false;
    const sendFixed = form.handleSubmit(async (fixed) => {
      setSendError(null);
      if (selection.photos.length === 0) {
        selection.setError(PHOTO_MESSAGES.none);
        return;
      }
      setPercent(0);
      try {
        await send.mutateAsync({
          adId: ad.id,
          ad: fixed,
          keep: keptPlaces(selection.photos),
          photos: pickedFiles(selection.photos),
          onProgress: ({ fraction }) => {
            setPercent(fraction === null ? null : fraction * 100);
          },
        });
        sent = true;
        showToast({
          message: EDIT_AD_SUCCESS_TEXT,
          severity: 'success',
          durationMs: ACTION_TOAST_MS,
        });
        await navigate('/myads', { replace: true });
      } catch (error) {
        setSendError(describeFailure(error));
      }
    });
    // Sent is sent: the screen is leaving, and a second tap must not make a second request.
    void sendFixed().finally(() => {
      if (!sent) sending.current = false;
    });
  };

  useMainButton({
    text: EDIT_AD_SUBMIT_TEXT,
    loading: busy,
    onClick: submit,
  });

  const errors = formState.errors;
  return (
    <FormStack
      label={RESUBMIT_FORM_LABEL}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {Object.keys(errors).length > 0 && <Banner severity="error">{EDIT_FORM_ERROR_BANNER}</Banner>}
      <Section padded>
        <PhotoPicker
          photos={selection.photos}
          error={selection.error}
          disabled={busy}
          onAdd={selection.add}
          onRemove={selection.remove}
        />
      </Section>
      <Section padded>
        <AdDetailsFields
          title={{ ...register('title'), error: errors.title?.message }}
          price={{ ...register('original_price'), error: errors.original_price?.message }}
          description={register('description')}
          priceText={priceText}
          disabled={busy}
        />
        <Controller
          name="address"
          control={control}
          render={({ field: address, fieldState }) => (
            <AddressField
              value={address.value}
              error={fieldState.error?.message}
              disabled={busy}
              inputRef={address.ref}
              onBlur={address.onBlur}
              onChange={(value) => {
                address.onChange(value);
                clearErrors('address');
              }}
            />
          )}
        />
        <TextField
          label={PHONE_LABEL}
          required
          type="tel"
          disabled={busy}
          {...register('phone')}
          error={errors.phone?.message}
        />
      </Section>
      {sendError && (
        <SubmitFailure
          message={`${EDIT_AD_SEND_ERROR}: ${sendError.message}`}
          failure={sendError}
          onRetry={submit}
          retrying={send.isPending}
        />
      )}
      {send.isPending && <UploadProgress percent={percent} />}
      <button type="submit" hidden disabled={busy} />
    </FormStack>
  );
}
