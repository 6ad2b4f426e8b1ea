import { PHOTO_MESSAGES, newAdSchema } from '@flowers/domain';
import type { NewAd, NewAdInput } from '@flowers/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, TextField } from '@mui/material';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useWriteAccessRequest } from '../../../lib/use-write-access-request';
import { useCreateAd } from '../api/create-ad';
import { creationFailureText } from '../creation-failure-text';
import { usePhotoSelection } from '../use-photo-selection';
import { AdDetailsFields } from './ad-details-fields';
import { AddressField } from './address-field';
import { PhotoPicker } from './photo-picker';
import { UploadProgress } from './upload-progress';
import { FormStack } from '../../../components/form-stack';
import { PHONE_LABEL } from '../../../texts/common';
import { CREATE_AD_SUBMIT_TEXT, CREATE_AD_TITLE } from '../../../texts/ads';

const EMPTY: NewAdInput = {
  title: '',
  original_price: '',
  description: '',
  address: '',
  phone: '',
};
const FIELD_ORDER = ['title', 'original_price', 'description', 'address', 'phone'] as const;

function fieldMessages(errors: FieldErrors<NewAdInput>): string[] {
  return FIELD_ORDER.flatMap((name) => errors[name]?.message ?? []);
}

/** spec §2 "Create ad" with the §5 rules; values survive a failed submit. */
export function CreateAdForm() {
  const navigate = useNavigate();
  const createAd = useCreateAd();
  const askWriteAccess = useWriteAccessRequest();
  const selection = usePhotoSelection();
  const [percent, setPercent] = useState<number | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const form = useForm<NewAdInput, unknown, NewAd>({
    resolver: zodResolver(newAdSchema),
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });
  const { register, control, formState, clearErrors } = form;
  const priceText = useWatch({ control, name: 'original_price' });
  const busy = createAd.isPending;
  // spec §5: a field's error clears as soon as the user types in it.
  const field = (name: Exclude<(typeof FIELD_ORDER)[number], 'address'>) =>
    register(name, { onChange: () => clearErrors(name) });
  const missingPhotos = () => (selection.photos.length === 0 ? [PHOTO_MESSAGES.none] : []);

  const submit = form.handleSubmit(
    async (ad) => {
      const photoProblems = missingPhotos();
      if (photoProblems.length > 0) {
        setSubmitError(photoProblems.join('\n'));
        return;
      }
      setSubmitError(null);
      setPercent(0);
      try {
        const photos = selection.photos.map((photo) => photo.file);
        const onProgress = ({ fraction }: { fraction: number | null }) =>
          setPercent(fraction === null ? null : fraction * 100);
        await createAd.mutateAsync({ ad, photos, onProgress });
        void askWriteAccess('once');
        await navigate('/');
      } catch (error) {
        setSubmitError(creationFailureText(error));
      }
    },
    (errors) => setSubmitError([...missingPhotos(), ...fieldMessages(errors)].join('\n')),
  );

  const error = (name: keyof NewAdInput) => formState.errors[name]?.message;
  return (
    <FormStack label={CREATE_AD_TITLE} onSubmit={submit}>
      <PhotoPicker
        photos={selection.photos}
        error={selection.error}
        disabled={busy}
        onAdd={selection.add}
        onRemove={selection.remove}
      />
      <AdDetailsFields
        title={{ ...field('title'), error: error('title') }}
        price={{ ...field('original_price'), error: error('original_price') }}
        description={field('description')}
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
        placeholder="+79991234567"
        disabled={busy}
        {...field('phone')}
        error={error('phone') !== undefined}
        helperText={error('phone')}
      />
      {busy && <UploadProgress percent={percent} />}
      {submitError && (
        <Alert severity="error" role="alert" sx={{ whiteSpace: 'pre-line' }}>
          {submitError}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {CREATE_AD_SUBMIT_TEXT}
      </Button>
    </FormStack>
  );
}
