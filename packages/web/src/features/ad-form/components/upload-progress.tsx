import { AD_LOADING_LABEL, PHOTO_PROCESSING_TEXT, uploadProgressText } from '../../../texts/ads';

export function UploadProgress({ percent }: { percent: number | null }) {
  const rounded = percent === null ? null : Math.round(percent);
  return (
    <div className="ad-form__upload">
      <div
        role="progressbar"
        aria-label={AD_LOADING_LABEL}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rounded ?? undefined}
        className={rounded === null ? 'ad-form__bar ad-form__bar--unknown' : 'ad-form__bar'}
      >
        <span style={{ width: `${String(rounded ?? 30)}%` }} />
      </div>
      <p className="ad-form__upload-text">
        {rounded === null || rounded >= 100 ? PHOTO_PROCESSING_TEXT : uploadProgressText(rounded)}
      </p>
    </div>
  );
}
