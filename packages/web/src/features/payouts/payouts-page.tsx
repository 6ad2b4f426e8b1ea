import { formatKopecks } from '@flowers/domain';
import { StaffListPage } from '../../components/staff-list-page';
import { PAYOUTS_LIST } from '../../texts/staff-lists';
import { Banner, Button, DocumentIcon } from '../../components/ui';
import { answerErrorText } from '../../lib/answer-error-text';
import { inTransitTotalText } from '../../texts/bank-payouts';
import { DOWNLOAD_REGISTER_TEXT, PAYOUTS_LOADING_LABEL } from '../../texts/payments';
import { useDownloadPayoutRegister, usePayoutRegister } from './api/payouts';
import { SellerPayoutCard } from './seller-payout-card';
import './payouts.css';

/** Issue 15. */
export function PayoutsPage() {
  const register = usePayoutRegister();
  const download = useDownloadPayoutRegister();
  const sellers = (register.data ?? []).map((line) => ({ ...line, id: Number(line.seller_id) }));
  const inTransit = sellers.reduce((sum, line) => sum + line.in_transit_kopecks, 0);

  return (
    <StaffListPage
      texts={PAYOUTS_LIST}
      query={register}
      logAs={PAYOUTS_LOADING_LABEL}
      items={sellers}
      renderItem={(line) => <SellerPayoutCard line={line} />}
    >
      {inTransit > 0 && (
        <p className="staff-text">{inTransitTotalText(formatKopecks(inTransit))}</p>
      )}
      <Button
        variant="secondary"
        icon={<DocumentIcon size={20} />}
        loading={download.isPending}
        onClick={() => download.mutate()}
      >
        {DOWNLOAD_REGISTER_TEXT}
      </Button>
      {download.isError && <Banner severity="error">{answerErrorText(download.error)}</Banner>}
    </StaffListPage>
  );
}
