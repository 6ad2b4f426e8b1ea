import { CHAT_DRAFT_MESSAGES } from '@flowers/domain';
import { Banner } from '../../../components/ui';
import type { DraftPrefill } from '../use-draft-prefill';

const LOADING_TEXT = 'Загружаем фото и подпись из чата с ботом…';

export function DraftNotice({ prefill }: { prefill: DraftPrefill }) {
  switch (prefill.state) {
    case 'none':
      return null;
    case 'loading':
      return <Banner severity="info">{LOADING_TEXT}</Banner>;
    case 'ready':
      return <Banner severity="success">{CHAT_DRAFT_MESSAGES.prefilled}</Banner>;
    case 'failed':
      return <Banner severity="error">{prefill.message}</Banner>;
  }
}
