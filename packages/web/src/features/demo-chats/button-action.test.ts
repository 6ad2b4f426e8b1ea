import { describe, expect, it } from 'vitest';
import { buttonAction } from './button-action';

const ORIGIN = 'https://flowers.example';

describe('demo chat buttons', () => {
  it('presses a callback button with its data', () => {
    expect(buttonAction({ text: 'Одобрить', callback_data: 'approve:7' }, ORIGIN)).toEqual({
      kind: 'callback',
      data: 'approve:7',
    });
  });

  it('opens the bouquet page of the ad a t.me startapp link names', () => {
    const button = { text: 'Открыть', url: 'https://t.me/flowers_bot/shop?startapp=ad_7' };

    expect(buttonAction(button, ORIGIN)).toEqual({ kind: 'app', path: '/ad/7' });
  });

  it('opens the screen a web_app button points at on this app', () => {
    const button = { text: 'Мои объявления', web_app: { url: `${ORIGIN}/myads` } };

    expect(buttonAction(button, ORIGIN)).toEqual({ kind: 'app', path: '/myads' });
  });

  it('opens a web_app button’s screen even when the bot names another host for the app', () => {
    const button = { text: 'Заказ', web_app: { url: 'https://other.example/moderator/orders/3' } };

    expect(buttonAction(button, ORIGIN)).toEqual({ kind: 'app', path: '/moderator/orders/3' });
  });

  it('opens the catalogue for a startapp parameter the app did not write', () => {
    const button = { text: 'Открыть', url: 'https://t.me/flowers_bot/shop?startapp=unknown' };

    expect(buttonAction(button, ORIGIN)).toEqual({ kind: 'app', path: '/' });
  });

  it('leaves any other link to the browser', () => {
    const button = { text: 'Поддержка', url: 'https://t.me/flowers_support' };

    expect(buttonAction(button, ORIGIN)).toEqual({
      kind: 'link',
      url: 'https://t.me/flowers_support',
    });
  });
});
