import type { FloristThread } from '@flowers/domain';
import { useReportFloristMessage } from '../../api/report-florist-message';
import { answerErrorText } from '../../lib/answer-error-text';
import { formatDateTime } from '../../lib/format-date-time';
import {
  REPORTED_TEXT,
  REPORT_TEXT,
  authorLabel,
  reportLabel,
  threadLogLabel,
} from '../../texts/florist-messages';
import { Banner, Button, classNames } from '../ui';

/** The messages, oldest first; the other side's can be reported (not staff's to report). */
export function ThreadMessages({ thread }: { thread: FloristThread }) {
  const report = useReportFloristMessage(thread.id ?? 0);
  return (
    <>
      <ol className="florist-thread__log" role="log" aria-label={threadLogLabel(thread)}>
        {thread.messages.map((message) => {
          const mine = message.from === thread.viewer;
          const author = authorLabel(message.from, thread.viewer);
          const time = formatDateTime(message.created_at);
          const reportable = !mine && thread.viewer !== 'staff';
          return (
            <li
              key={message.id}
              className={classNames('florist-message', mine && 'florist-message--mine')}
            >
              <p className="florist-message__meta">
                <span>{author}</span> · <time dateTime={message.created_at}>{time}</time>
              </p>
              <p className="florist-message__text">{message.text}</p>
              {reportable &&
                (message.reported ? (
                  <p className="florist-message__reported">{REPORTED_TEXT}</p>
                ) : (
                  <Button
                    variant="plain"
                    size="small"
                    className="florist-message__report"
                    aria-label={reportLabel(author, time)}
                    loading={report.isPending && report.variables === message.id}
                    onClick={() => {
                      report.mutate(message.id);
                    }}
                  >
                    {REPORT_TEXT}
                  </Button>
                ))}
            </li>
          );
        })}
      </ol>
      {report.isError && <Banner severity="error">{answerErrorText(report.error)}</Banner>}
    </>
  );
}
