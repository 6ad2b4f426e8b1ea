import type { FloristThread } from '@flowers/domain';
import { useState } from 'react';
import { useAdFloristThreads } from '../../api/get-florist-threads';
import { answerErrorText } from '../../lib/answer-error-text';
import {
  BUYER_THREADS_TITLE,
  FLORIST_THREAD_TITLE,
  THREAD_EMPTY_BUYER_TEXT,
  THREAD_EMPTY_SELLER_TEXT,
  THREAD_LOADING_TEXT,
  THREAD_LOAD_ERROR_TEXT,
  WRITE_TO_FLORIST_TEXT,
  threadHeading,
} from '../../texts/florist-messages';
import { LoadingText } from '../loading-text';
import { Button, ErrorState, Section } from '../ui';
import { ThreadComposer } from './thread-composer';
import { ThreadMessages } from './thread-messages';
import './florist-thread.css';

/**
 * The bouquet page (issue 40): a buyer's «Написать флористу» and her thread; the florist's own
 * bouquet shows every buyer's thread, each answered in place (or from the bot's chat).
 */
export function AdFloristThreads({ adId, isOwner }: { adId: number; isOwner: boolean }) {
  const threads = useAdFloristThreads(adId);
  const [writing, setWriting] = useState(false);
  const own = threads.data?.[0];
  const open = isOwner ? (threads.data?.length ?? 0) > 0 : writing || own !== undefined;

  if (!isOwner && !open) {
    return (
      <Button variant="secondary" fullWidth onClick={() => setWriting(true)}>
        {WRITE_TO_FLORIST_TEXT}
      </Button>
    );
  }
  return (
    <Section
      title={isOwner ? BUYER_THREADS_TITLE : FLORIST_THREAD_TITLE}
      padded
      className="florist-thread"
    >
      {threads.isPending && <LoadingText text={THREAD_LOADING_TEXT} />}
      {threads.isError && (
        <ErrorState
          title={THREAD_LOAD_ERROR_TEXT}
          subtitle={answerErrorText(threads.error)}
          onRetry={() => void threads.refetch()}
          retrying={threads.isFetching}
        />
      )}
      {threads.data &&
        (isOwner ? (
          threads.data.length === 0 ? (
            <p className="florist-thread__empty">{THREAD_EMPTY_SELLER_TEXT}</p>
          ) : (
            threads.data.map((thread) => <SellerThread key={thread.id} thread={thread} />)
          )
        ) : (
          <>
            {own === undefined ? (
              <p className="florist-thread__empty">{THREAD_EMPTY_BUYER_TEXT}</p>
            ) : (
              <ThreadMessages thread={own} />
            )}
            <ThreadComposer target={{ ad: adId }} viewer="buyer" autoFocus={writing} />
          </>
        ))}
    </Section>
  );
}

function SellerThread({ thread }: { thread: FloristThread }) {
  return (
    <div className="florist-thread__one">
      <h3 className="florist-thread__heading">{threadHeading(thread)}</h3>
      <ThreadMessages thread={thread} />
      {thread.id !== null && <ThreadComposer target={{ thread: thread.id }} viewer="seller" />}
    </div>
  );
}
