import { ApiError } from '../../api/http';
import { useOrderFloristThread } from '../../api/get-florist-threads';
import {
  FLORIST_THREAD_TITLE,
  STAFF_THREAD_TITLE,
  THREAD_EMPTY_BUYER_TEXT,
  THREAD_EMPTY_SELLER_TEXT,
  THREAD_EMPTY_STAFF_TEXT,
  THREAD_LOADING_TEXT,
  THREAD_LOAD_ERROR_TEXT,
} from '../../texts/florist-messages';
import { answerErrorText } from '../../lib/answer-error-text';
import { LoadingText } from '../loading-text';
import { ErrorState, Section } from '../ui';
import { ThreadComposer } from './thread-composer';
import { ThreadMessages } from './thread-messages';
import './florist-thread.css';

const EMPTY_TEXT = {
  buyer: THREAD_EMPTY_BUYER_TEXT,
  seller: THREAD_EMPTY_SELLER_TEXT,
  staff: THREAD_EMPTY_STAFF_TEXT,
} as const;

/**
 * The order page's thread with the florist (issue 40). Staff see it in a dispute or after a
 * report, read-only; otherwise the server refuses and the section is not shown.
 */
export function OrderFloristThread({
  orderId,
  staff = false,
}: {
  orderId: number;
  staff?: boolean;
}) {
  const thread = useOrderFloristThread(orderId);
  const title = staff ? STAFF_THREAD_TITLE : FLORIST_THREAD_TITLE;
  if (thread.isError && staff && thread.error instanceof ApiError && thread.error.status === 403) {
    return null;
  }
  return (
    <Section title={title} padded className="florist-thread">
      {thread.isPending && <LoadingText text={THREAD_LOADING_TEXT} />}
      {thread.isError && (
        <ErrorState
          title={THREAD_LOAD_ERROR_TEXT}
          subtitle={answerErrorText(thread.error)}
          onRetry={() => void thread.refetch()}
          retrying={thread.isFetching}
        />
      )}
      {thread.data && (
        <>
          {thread.data.messages.length === 0 ? (
            <p className="florist-thread__empty">{EMPTY_TEXT[thread.data.viewer]}</p>
          ) : (
            <ThreadMessages thread={thread.data} />
          )}
          {thread.data.viewer !== 'staff' && (
            <ThreadComposer target={{ order: orderId }} viewer={thread.data.viewer} />
          )}
        </>
      )}
    </Section>
  );
}
