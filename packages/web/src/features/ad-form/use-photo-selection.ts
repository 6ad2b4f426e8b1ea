import { PHOTO_MESSAGES, checkPhotoSelection } from '@flowers/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface SelectedPhoto {
  id: number;
  name: string;
  previewUrl: string;
  /** A file picked here, or the place of a photo the ad already has (issue 40). */
  source: { file: File } | { place: number };
}

export function pickedFiles(photos: readonly SelectedPhoto[]): File[] {
  return photos.flatMap((photo) => ('file' in photo.source ? [photo.source.file] : []));
}

export function keptPlaces(photos: readonly SelectedPhoto[]): number[] {
  return photos.flatMap((photo) => ('place' in photo.source ? [photo.source.place] : []));
}

const revoke = (photo: SelectedPhoto) => {
  if ('file' in photo.source) URL.revokeObjectURL(photo.previewUrl);
};

/** spec §5; a rejected bouquet's form starts with the photos it has (issue 40). */
export function usePhotoSelection(existing: readonly string[] = []) {
  const [photos, setPhotos] = useState<SelectedPhoto[]>(() =>
    existing.map((url, place) => ({
      id: place + 1,
      name: url,
      previewUrl: url,
      source: { place },
    })),
  );
  const [error, setError] = useState<string | null>(null);
  const nextId = useRef(existing.length + 1);
  const current = useRef(photos);

  useEffect(() => {
    current.current = photos;
  }, [photos]);
  // Only a real unmount finds photos here: StrictMode's rehearsal runs before any pick.
  useEffect(() => () => current.current.forEach(revoke), []);

  const add = useCallback((files: readonly File[]) => {
    const check = checkPhotoSelection(current.current.length, files);
    if (!check.ok) {
      setError(check.message);
      return;
    }
    try {
      const added = files.map((file) => ({
        id: nextId.current++,
        name: file.name,
        previewUrl: URL.createObjectURL(file),
        source: { file },
      }));
      setPhotos((before) => [...before, ...added]);
      setError(null);
    } catch {
      setError(PHOTO_MESSAGES.processingFailed);
    }
  }, []);

  const remove = useCallback((id: number) => {
    const gone = current.current.find((photo) => photo.id === id);
    if (gone) revoke(gone);
    setPhotos((before) => before.filter((photo) => photo.id !== id));
    setError(null);
  }, []);

  return { photos, error, setError, add, remove };
}
