import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectBridge } from './bridge';
import { canSharePrepared, shareInline, sharePrepared } from './share';

const androidClient = window.external as unknown as { notify?: (message: string) => void };

afterEach(() => {
  delete androidClient.notify;
});

const posted = (notify: ReturnType<typeof vi.fn>) =>
  notify.mock.calls.map(([message]) => JSON.parse(String(message)) as unknown);

describe('sharing a bouquet through Telegram', () => {
  it('on a Bot API 8.0 client hands the prepared message to shareMessage', () => {
    const notify = vi.fn();
    androidClient.notify = notify;
    connectBridge('8.0');
    expect(canSharePrepared()).toBe(true);
    expect(sharePrepared('prep42')).toBe(true);
    expect(posted(notify)).toContainEqual({
      eventType: 'web_app_send_prepared_message',
      eventData: { id: 'prep42' },
    });
  });

  it('on an older client has no shareMessage and opens the chat picker with an inline query', () => {
    const notify = vi.fn();
    androidClient.notify = notify;
    connectBridge('7.10');
    expect(canSharePrepared()).toBe(false);
    expect(shareInline('Пионы')).toBe(true);
    expect(posted(notify)).toContainEqual({
      eventType: 'web_app_switch_inline_query',
      eventData: { query: 'Пионы', chat_types: ['users', 'groups', 'channels'] },
    });
  });
});
