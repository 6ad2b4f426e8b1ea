import { adStatusLabel, canTransition } from '@flowers/domain';
import { ResubmitAdForm } from './components/resubmit-ad-form';
import {
  AD_LOADING_LABEL,
  AD_NOT_FOUND_TEXT,
  EDIT_AD_LOAD_ERROR,
  EDIT_AD_LOCKED_TEXT,
  EDIT_AD_TITLE,
  RESUBMIT_HINT,
  rejectReasonText,
} from '../../texts/ads';
import type { Ad } from '@flowers/domain';
import { useParams } from '../../router/router';
import { CoverImage } from '../../components/cover-image';
import { QueryBody } from '../../components/query-body';
import { Banner, ErrorState, Page } from '../../components/ui';
import { useAd } from '../../api/get-ad';
import { EditAdForm } from './components/edit-ad-form';
import './ad-form.css';

function EditAdBody({ ad }: { ad: Ad }) {
  // Issue 40: a rejected bouquet is fixed whole and sent back, the moderator's reason first.
  if (canTransition('resubmit', ad.status)) {
    return (
      <>
        <Banner severity="warning">
          {ad.reject_reason && <p>{rejectReasonText(ad.reject_reason)}</p>}
          <p>{RESUBMIT_HINT}</p>
        </Banner>
        {/* Its photos are in the form, where they can be changed. */}
        <ResubmitAdForm key={ad.id} ad={ad} />
      </>
    );
  }
  const locked = !canTransition('requestEdit', ad.status);
  return (
    <>
      <CoverImage src={ad.image_urls[0]} alt={ad.title} maxHeight={240} />
      {locked && (
        <Banner severity="info">
          {EDIT_AD_LOCKED_TEXT}: {adStatusLabel(ad.status)}
        </Banner>
      )}
      <EditAdForm key={ad.id} ad={ad} locked={locked} />
    </>
  );
}

export function EditAdPage() {
  const adId = Number(useParams().id);
  const ad = useAd(adId);

  return (
    <Page title={EDIT_AD_TITLE} className="ad-form-page">
      {adId > 0 ? (
        <QueryBody
          query={ad}
          loadingLabel={AD_LOADING_LABEL}
          notFoundText={AD_NOT_FOUND_TEXT}
          failedText={EDIT_AD_LOAD_ERROR}
        >
          {(data) => <EditAdBody ad={data} />}
        </QueryBody>
      ) : (
        <ErrorState title={AD_NOT_FOUND_TEXT} />
      )}
    </Page>
  );
}
