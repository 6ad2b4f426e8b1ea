import { PHOTO_MESSAGES, newAdSchema } from '@flowers/domain';
import type { NewAd, NewAdInput } from '@flowers/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { FieldErrors } from 'react-hook-form';
import { navigateIn, useRouter } from '../../../router/router';
import { Banner, Section, TextField } from '../../../components/ui';
import { useToast } from '../../../components/toast/toast-context';
import { ACTION_TOAST_MS } from '../../../config/ui';
import { useWriteAccessRequest } from '../../../lib/use-write-access-request';
import { useMainButton } from '../../../telegram/use-main-button';
import { useCreateAd } from '../api/create-ad';
import { useDiscardChatDraft } from '../api/get-chat-draft';
import { useDraftPrefill } from '../use-draft-prefill';
import { DraftNotice } from './draft-notice';
import { creationFailureText } from '../creation-failure-text';
import { describeFailure } from '../../../api/describe-failure';
import { SubmitFailure } from '../../../components/submit-failure';
import type { RequestFailure } from '../../../texts/request-failure';
import { pickedFiles, usePhotoSelection } from '../use-photo-selection';
import { forgetCreationKey, formCreationKey } from '../creation-key';
import { useHoldWhilePosting } from '../use-hold-while-posting';
import { AdDetailsFields } from './ad-details-fields';
import { AddressField } from './address-field';
import { PhotoPicker } from './photo-picker';
import { UploadProgress } from './upload-progress';
import '../ad-form.css';
import { FormStack } from '../../../components/form-stack';
import { ADDRESS_LABEL, PHONE_LABEL, SELLER_PRICE_LABEL } from '../../../texts/common';
import {
  AD_POSTED_TEXT,
  CREATE_AD_SUBMIT_TEXT,
  CREATE_AD_TITLE,
  FIX_FIELDS_TEXT,
  TITLE_LABEL,
} from '../../../texts/ads';
import type { PostedAdState } from '../../../lib/posted-ad';

const EMPTY: NewAdInput = {
  title: '',
  original_price: '',
  description: '',
  address: '',
  phone: '',
};
const FIELD_LABELS = {
  title: TITLE_LABEL,
  original_price: SELLER_PRICE_LABEL,
  description: '',
  address: ADDRESS_LABEL,
  phone: PHONE_LABEL,
} as const;
const FIELD_ORDER = ['title', 'original_price', 'description', 'address', 'phone'] as const;

/** spec §5's combined submit error; each field shows its own message under itself. */
function summaryOf(missingPhotos: boolean, errors: FieldErrors<NewAdInput>): string[] {
  const fields = FIELD_ORDER.filter((name) => errors[name]).map((name) => FIELD_LABELS[name]);
  return [
    ...(missingPhotos ? [PHOTO_MESSAGES.none] : []),
    ...(fields.length > 0 ? [`${FIX_FIELDS_TEXT}: ${fields.join(', ')}`] : []),
  ];
}

/** spec §2 "Create ad" with the §5 rules. */
export function CreateAdForm() {
  const showToast = useToast();
  const createAd = useCreateAd();
  const askWriteAccess = useWriteAccessRequest();
  const selection = usePhotoSelection();
  const [percent, setPercent] = useState<number | null>(null);
  const [submitError, setSubmitError] = useState<string[] | null>(null);
  // Issue 27: the form offers to send it again.
  const [offline, setOffline] = useState<RequestFailure | null>(null);
  const form = useForm<NewAdInput, unknown, NewAd>({
    resolver: zodResolver(newAdSchema),
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });
  const { register, control, formState, clearErrors } = form;
  const { draftId, prefill } = useDraftPrefill(form.reset, EMPTY, selection.add);
  const discardDraft = useDiscardChatDraft();
  const priceText = useWatch({ control, name: 'original_price' });
  const busy = createAd.isPending;
  useHoldWhilePosting(busy);
  // The seller may leave while the photos are processed: the ad is still posted, and said so.
  const { history, location } = useRouter();
  const formPath = location.pathname;
  // spec §5: a field's error clears as soon as the user types in it.
  const field = (name: Exclude<(typeof FIELD_ORDER)[number], 'address'>) =>
    register(name, { onChange: () => clearErrors(name) });
  const noPhotos = () => selection.photos.length === 0;

  const submit = form.handleSubmit(
    async (ad) => {
      if (noPhotos()) {
        setSubmitError(summaryOf(true, {}));
        return;
      }
      setSubmitError(null);
      setOffline(null);
      setPercent(0);
      try {
        const photos = pickedFiles(selection.photos);
        const onProgress = ({ fraction }: { fraction: number | null }) => {
          setPercent(fraction === null ? null : fraction * 100);
        };
        // Read at each submit: an earlier send of this form still under way shares it.
        const creationKey = formCreationKey();
        await createAd.mutateAsync({ ad, creationKey, photos, onProgress });
        forgetCreationKey();
        if (draftId !== null) discardDraft.mutate(draftId);
        showToast({ message: AD_POSTED_TEXT, severity: 'success', durationMs: ACTION_TOAST_MS });
        if (history.location.pathname !== formPath) return;
        void askWriteAccess('once');
        // spec §2 returns to the catalogue; it says there where the new ad is.
        const state: PostedAdState = { postedAdTitle: ad.title };
        // Past the leave guard: the posting it guarded is over.
        navigateIn(history, '/', { state });
      } catch (error) {
        setSubmitError([creationFailureText(error)]);
        const failure = describeFailure(error);
        setOffline(failure.kind === 'no-response' ? failure : null);
      }
    },
    (errors) => {
      setSubmitError(summaryOf(noPhotos(), errors));
    },
  );

  useMainButton({
    text: CREATE_AD_SUBMIT_TEXT,
    loading: busy,
    onClick: () => {
      void submit();
    },
  });

  const error = (name: keyof NewAdInput) => formState.errors[name]?.message;
  return (
    <FormStack label={CREATE_AD_TITLE} onSubmit={submit}>
      <DraftNotice prefill={prefill} />
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
          error={error('phone')}
        />
      </Section>
      {busy && <UploadProgress percent={percent} />}
      {submitError && offline && (
        <SubmitFailure
          message={submitError.join(' ')}
          failure={offline}
          onRetry={() => void submit()}
          retrying={busy}
        />
      )}
      {submitError && !offline && (
        <Banner severity="error">
          {submitError.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </Banner>
      )}
      <button type="submit" hidden />
    </FormStack>
  );
}
