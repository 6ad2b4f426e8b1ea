import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectBridge, isAvailable, isVersionAtLeast, on, postEvent } from './bridge';

const androidClient = window.external as unknown as { notify?: (message: string) => void };

afterEach(() => {
  delete androidClient.notify;
});

it('compares Bot API versions by number, so 7.10 comes after 7.7', () => {
  expect(isVersionAtLeast('7.10', '7.7')).toBe(true);
  expect(isVersionAtLeast('7.7', '7.10')).toBe(false);
  expect(isVersionAtLeast('8', '8.0')).toBe(true);
});

describe('the bridge to the Telegram client', () => {
  it('stays unconnected in a plain browser tab, with launch params but no client', () => {
    expect(connectBridge('8.0')).toBe(false);
    expect(isAvailable('web_app_ready')).toBe(false);
    expect(postEvent('web_app_ready')).toBe(false);
  });

  it('posts through window.external.notify on clients that offer only it', () => {
    const notify = vi.fn();
    androidClient.notify = notify;

    expect(connectBridge('7.0')).toBe(true);
    postEvent('web_app_setup_back_button', { is_visible: true });

    expect(notify).toHaveBeenLastCalledWith(
      JSON.stringify({ eventType: 'web_app_setup_back_button', eventData: { is_visible: true } }),
    );
  });

  it('knows no method newer than the client’s version', () => {
    androidClient.notify = vi.fn();
    connectBridge('7.0');

    expect(isAvailable('web_app_setup_closing_behavior')).toBe(true);
    expect(isAvailable('web_app_setup_secondary_button')).toBe(false);
    expect(postEvent('web_app_request_safe_area')).toBe(false);
  });

  it('hears the events Telegram Web posts as messages from the parent window', () => {
    const pressed = vi.fn();
    on('back_button_pressed', pressed);

    window.dispatchEvent(
      new MessageEvent('message', {
        data: JSON.stringify({ eventType: 'back_button_pressed' }),
        source: window.parent,
      }),
    );

    expect(pressed).toHaveBeenCalledTimes(1);
  });
});
