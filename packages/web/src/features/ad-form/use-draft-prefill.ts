import {
  CHAT_DRAFT_ID,
  CHAT_DRAFT_MESSAGES,
  type ChatDraft,
  type NewAdInput,
} from '@flowers/domain';
import { useEffect, useRef, useState } from 'react';
import type { UseFormReset } from 'react-hook-form';
import { useSearchParams } from '../../router/router';
import { getChatDraftPhoto, useChatDraft } from './api/get-chat-draft';

export type DraftPrefill =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'ready' }
  | { state: 'failed'; message: string };

const PHOTO_FAILED = 'Не удалось загрузить фото из чата. Добавьте их вручную.';

/** So they are sent with the form like picked ones. */
async function draftFiles(draft: ChatDraft): Promise<File[]> {
  return Promise.all(
    draft.photos.map(async (photo, index) => {
      const blob = await getChatDraftPhoto(photo.file);
      return new File([blob], `chat-${String(index + 1)}.webp`, {
        type: blob.type || 'image/webp',
      });
    }),
  );
}

/** Nothing is sent until the seller submits the form. */
export function useDraftPrefill(
  reset: UseFormReset<NewAdInput>,
  empty: NewAdInput,
  addPhotos: (files: readonly File[]) => void,
): { draftId: string | null; prefill: DraftPrefill } {
  const [params] = useSearchParams();
  const raw = params.get('draft');
  const draftId = raw !== null && CHAT_DRAFT_ID.test(raw) ? raw : null;
  const draft = useChatDraft(draftId);
  const [photos, setPhotos] = useState<'loading' | 'ready' | 'failed'>('loading');
  const applied = useRef(false);

  useEffect(() => {
    if (draft.data === undefined || applied.current) return;
    applied.current = true;
    const { title, description, price } = draft.data;
    reset({
      ...empty,
      title,
      description: description ?? '',
      original_price: price === null ? '' : String(price),
    });
    draftFiles(draft.data).then(
      (files) => {
        addPhotos(files);
        setPhotos('ready');
      },
      () => setPhotos('failed'),
    );
  }, [draft.data, reset, empty, addPhotos]);

  if (raw === null) return { draftId: null, prefill: { state: 'none' } };
  if (draft.error !== null || draftId === null) {
    return {
      draftId,
      prefill: { state: 'failed', message: draft.error?.message ?? CHAT_DRAFT_MESSAGES.notFound },
    };
  }
  if (draft.data === undefined || photos === 'loading') {
    return { draftId, prefill: { state: 'loading' } };
  }
  if (photos === 'failed') return { draftId, prefill: { state: 'failed', message: PHOTO_FAILED } };
  return { draftId, prefill: { state: 'ready' } };
}
