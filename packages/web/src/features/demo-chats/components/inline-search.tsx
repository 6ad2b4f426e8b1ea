import type { DemoInlineAnswer } from '@flowers/domain';
import { useState } from 'react';
import { describeFailure } from '../../../api/describe-failure';
import { Button, TextField } from '../../../components/ui';
import {
  INLINE_MORE_TEXT,
  INLINE_NOTHING_TEXT,
  INLINE_RESULTS_LABEL,
  INLINE_SEARCH_BUTTON,
  inlineFieldLabel,
} from '../../../texts/inline-search';
import { useAskInline, useChooseInline } from '../api/demo-inline';

interface InlineSearchProps {
  chatId: string;
  actingUserId: string;
  botUsername: string;
}

export function InlineSearch({ chatId, actingUserId, botUsername }: InlineSearchProps) {
  const [query, setQuery] = useState('');
  const [answer, setAnswer] = useState<(DemoInlineAnswer & { query: string }) | null>(null);
  const ask = useAskInline();
  const choose = useChooseInline();

  const search = (offset: string) => {
    ask.mutate(
      { chatId, fromUserId: actingUserId, query: query.trim(), offset },
      {
        onSuccess: (page) => {
          setAnswer((shown) => ({
            ...page,
            query: query.trim(),
            results: offset === '' ? page.results : [...(shown?.results ?? []), ...page.results],
          }));
        },
      },
    );
  };

  const error = ask.error ?? choose.error;
  return (
    <div className="inline-search">
      <form
        className="inline-search__form"
        onSubmit={(event) => {
          event.preventDefault();
          search('');
        }}
      >
        <TextField
          label={inlineFieldLabel(botUsername)}
          value={query}
          error={error === null ? undefined : describeFailure(error).message}
          onChange={(event) => {
            setQuery(event.target.value);
          }}
        />
        <Button type="submit" size="small" disabled={ask.isPending}>
          {INLINE_SEARCH_BUTTON}
        </Button>
      </form>
      {answer !== null && (
        <ul className="inline-search__results" aria-label={INLINE_RESULTS_LABEL}>
          {answer.results.length === 0 && <li>{INLINE_NOTHING_TEXT}</li>}
          {answer.results.map((result) => (
            <li key={result.id}>
              <button
                type="button"
                className="inline-search__result"
                disabled={choose.isPending}
                onClick={() => {
                  choose.mutate(
                    {
                      chatId,
                      fromUserId: actingUserId,
                      queryId: answer.query_id,
                      resultId: result.id,
                    },
                    { onSuccess: () => setAnswer(null) },
                  );
                }}
              >
                {result.thumbnail_url !== null && (
                  <img src={result.thumbnail_url} alt="" width={48} height={48} />
                )}
                <span>
                  <strong>{result.title}</strong>
                  <span className="ui-cell__subtitle">{result.description}</span>
                </span>
              </button>
            </li>
          ))}
          {answer.next_offset !== '' && (
            <li>
              <Button
                variant="plain"
                size="small"
                disabled={ask.isPending}
                onClick={() => {
                  search(answer.next_offset);
                }}
              >
                {INLINE_MORE_TEXT}
              </Button>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
