import { useLocation, useNavigate } from '../../router/router';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { postedAdTitleOf } from '../../lib/posted-ad';
import { MY_ADS_TITLE, postedAdNoticeText } from '../../texts/catalogue';

export function PostedAdNotice() {
  const { state } = useLocation();
  const navigate = useNavigate();
  const title = postedAdTitleOf(state);
  if (title === null) return null;
  return (
    <Banner
      severity="success"
      action={
        <Button variant="plain" size="small" onClick={() => void navigate('/myads')}>
          {MY_ADS_TITLE}
        </Button>
      }
    >
      {postedAdNoticeText(title)}
    </Banner>
  );
}
