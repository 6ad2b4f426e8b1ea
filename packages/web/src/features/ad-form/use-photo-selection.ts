import { PHOTO_MESSAGES, checkPhotoSelection } from '@flowers/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface SelectedPhoto {
  id: number;
  file: File;
  previewUrl: string;
}

/** spec §5. */
export function usePhotoSelection() {
  const [photos, setPhotos] = useState<SelectedPhoto[]>([]);
  const [error, setError] = useState<string | null>(null);
  const nextId = useRef(1);
  const current = useRef(photos);

  useEffect(() => {
    current.current = photos;
  }, [photos]);
  // Only a real unmount finds photos here: StrictMode's rehearsal runs before any pick.
  useEffect(() => () => current.current.forEach((p) => URL.revokeObjectURL(p.previewUrl)), []);

  const add = useCallback((files: readonly File[]) => {
    const check = checkPhotoSelection(current.current.length, files);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    try {
      const added = files.map((file) => ({
        id: nextId.current++,
        file,
        previewUrl: URL.createObjectURL(file),
      }));
      setPhotos((before) => [...before, ...added]);
      setError(null);
    } catch {
      setError(PHOTO_MESSAGES.processingFailed);
    }
  }, []);

  const remove = useCallback((id: number) => {
    const gone = current.current.find((photo) => photo.id === id);
    if (gone) URL.revokeObjectURL(gone.previewUrl);
    setPhotos((before) => before.filter((photo) => photo.id !== id));
    setError(null);
  }, []);

  return { photos, error, setError, add, remove };
}
