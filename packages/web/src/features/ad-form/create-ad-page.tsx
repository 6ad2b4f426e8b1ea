import { Page } from '../../components/ui';
import { CreateAdForm } from './components/create-ad-form';
import { CREATE_AD_TITLE } from '../../texts/ads';
import './ad-form.css';

export function CreateAdPage() {
  return (
    <Page title={CREATE_AD_TITLE} className="ad-form-page">
      <CreateAdForm />
    </Page>
  );
}
