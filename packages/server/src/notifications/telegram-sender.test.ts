import { Api } from 'grammy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_URL_PREFIX } from '../http/media-route.ts';
import { startRecordedBot, type RecordedBot } from '../test/recorded-bot-harness.ts';
import { TEST_BOT_TOKEN } from '../test/test-app.ts';
import { telegramSender } from './telegram-sender.ts';

const STAFF_CHAT_ID = -1_001_555_000_001;
let bot: RecordedBot;

beforeAll(async () => {
  bot = await startRecordedBot();
});
afterAll(() => bot.close());

function sender(options: { paidBroadcast?: boolean } = {}) {
  return telegramSender(new Api(TEST_BOT_TOKEN, { apiRoot: bot.apiRoot }), {
    publicUrl: bot.t.url,
    botLink: async () => ({ username: 'flowers_demo_bot', appShortName: 'app' }),
    ...options,
  });
}

describe('paid broadcasts', () => {
  it('asks Telegram to pass its free rate only when the setting is on', async () => {
    await sender()(STAFF_CHAT_ID, { text: 'бесплатно' });
    expect(bot.callsOf('sendMessage').at(-1)?.allow_paid_broadcast).toBeUndefined();
    await sender({ paidBroadcast: true })(STAFF_CHAT_ID, { text: 'за звёзды' });
    expect(bot.callsOf('sendMessage').at(-1)?.allow_paid_broadcast).toBe(true);
  });
});

describe('photos sent by URL', () => {
  it('a bouquet photo reaches Telegram as its JPEG rendition, wherever the message goes', async () => {
    const outcome = await sender()(STAFF_CHAT_ID, {
      text: '🆕 Новое объявление',
      photoUrl: `${MEDIA_URL_PREFIX}ads/abc123-1280.webp`,
    });

    expect(outcome.kind).toBe('sent');
    expect(bot.callsOf('sendPhoto').at(-1)?.photo).toBe(
      `${bot.t.url}/api/photos/ads/abc123-1280.jpg`,
    );
  });

  it('a photo that is not a bouquet’s is sent at its own address', async () => {
    await sender()(STAFF_CHAT_ID, {
      text: '📷 Заказ: букет собран',
      photoUrl: `${MEDIA_URL_PREFIX}orders/stage-1.jpg`,
    });

    expect(bot.callsOf('sendPhoto').at(-1)?.photo).toBe(
      `${bot.t.url}${MEDIA_URL_PREFIX}orders/stage-1.jpg`,
    );
  });
});
