import { useNavigate } from 'react-router';
import { BrandHeader } from '../../components/brand-header';
import { useBackButton } from '../../telegram/use-back-button';
import { ShellFrame } from './shell-frame';

/** Screens anyone may open without signing in: the offer and the payment result pages. */
export function PublicLayout() {
  const navigate = useNavigate();
  useBackButton(true, () => {
    void navigate(-1);
  });

  return <ShellFrame top={<BrandHeader />} bottomPadding="var(--app-safe-bottom)" />;
}
