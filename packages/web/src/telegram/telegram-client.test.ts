import { renderHook } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  impactHaptic,
  initTelegram,
  readLaunchParams,
  setClosingConfirmation,
  setVerticalSwipes,
  showAlert,
  showBackButton,
} from './init';
import { confirm } from './popup';
import { canRequestContact, requestContactPhone } from './request-contact';
import { shareLink } from './share';
import { useMainButton, useSecondaryButton } from './use-main-button';
import { askWriteAccess, canAskWriteAccess } from './write-access';

// What the iOS and Android clients install: postEvent out, WebView.receiveEvent in.
interface NativeClient {
  TelegramWebviewProxy?: { postEvent: (name: string, data?: string) => void };
  Telegram?: { WebView?: { receiveEvent: (name: string, data: unknown) => void } };
}
const native = window as unknown as NativeClient;

function receive(name: string, data: unknown): void {
  native.Telegram?.WebView?.receiveEvent(name, data);
}

// The answers a client gives to the requests the SDK makes while mounting the viewport.
const ANSWERS: Record<string, [string, unknown]> = {
  web_app_request_safe_area: ['safe_area_changed', { top: 47, bottom: 34, left: 0, right: 0 }],
  web_app_request_content_safe_area: [
    'content_safe_area_changed',
    { top: 46, bottom: 0, left: 0, right: 0 },
  ],
  web_app_request_viewport: [
    'viewport_changed',
    { height: 700, width: 390, is_expanded: true, is_state_stable: true },
  ],
};

const posted: { name: string; data: unknown }[] = [];

beforeAll(() => {
  const params = new URLSearchParams({
    tgWebAppData:
      'user=%7B%22id%22%3A42%2C%22first_name%22%3A%22Anna%22%7D&auth_date=1700000000&signature=c2ln&hash=abc',
    tgWebAppThemeParams: '{}',
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'ios',
  });
  window.location.hash = `#${params.toString()}`;
  native.TelegramWebviewProxy = {
    postEvent: (name, data) => {
      posted.push({ name, data: data === undefined ? undefined : (JSON.parse(data) as unknown) });
      const answer = ANSWERS[name];
      if (answer) {
        setTimeout(() => {
          receive(...answer);
        }, 0);
      }
    },
  };
  initTelegram(readLaunchParams());
});

afterAll(() => {
  delete native.TelegramWebviewProxy;
});

describe('inside Telegram', () => {
  it('calls ready and expand at start and exposes the safe areas as --tg-* CSS variables', async () => {
    const names = posted.map((event) => event.name);
    expect(names).toContain('web_app_ready');
    expect(names).toContain('web_app_expand');
    await vi.waitFor(() => {
      const style = document.documentElement.style;
      expect(style.getPropertyValue('--tg-safe-area-inset-top')).toBe('47px');
      expect(style.getPropertyValue('--tg-safe-area-inset-bottom')).toBe('34px');
      expect(style.getPropertyValue('--tg-content-safe-area-inset-top')).toBe('46px');
    });
  });

  it('sends haptics and back button changes to the client', () => {
    impactHaptic('light');
    showBackButton();

    expect(posted).toContainEqual({
      name: 'web_app_trigger_haptic_feedback',
      data: { type: 'impact', impact_style: 'light' },
    });
    expect(posted).toContainEqual({
      name: 'web_app_setup_back_button',
      data: { is_visible: true },
    });
  });

  it('asks before closing over a half-filled form and holds vertical swipes in the gallery', () => {
    setClosingConfirmation(true);
    setVerticalSwipes(false);

    expect(posted).toContainEqual({
      name: 'web_app_setup_closing_behavior',
      data: { need_confirmation: true },
    });
    expect(posted).toContainEqual({
      name: 'web_app_setup_swipe_behavior',
      data: { allow_vertical_swipe: false },
    });
  });

  it('shows alerts as a native popup that resolves when closed', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);

    const closed = showAlert('Платежные данные успешно обновлены');
    await vi.waitFor(() => {
      expect(posted.at(-1)).toMatchObject({
        name: 'web_app_open_popup',
        data: { message: 'Платежные данные успешно обновлены' },
      });
    });
    receive('popup_closed', { button_id: 'ok' });

    await expect(closed).resolves.toBeUndefined();
    expect(alert).not.toHaveBeenCalled();
  });

  it('asks Telegram to let the bot write and reads the user’s answer', async () => {
    expect(canAskWriteAccess()).toBe(true);

    const answer = askWriteAccess();
    await vi.waitFor(() => {
      expect(posted.at(-1)?.name).toBe('web_app_request_write_access');
    });
    receive('write_access_requested', { status: 'allowed' });

    await expect(answer).resolves.toBe(true);
  });

  it('shares a link through Telegram’s own chat picker', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);

    shareLink('https://t.me/flowers_bot/shop?startapp=ad_7', 'Розы');

    expect(posted.at(-1)).toEqual({
      name: 'web_app_open_tg_link',
      data: {
        path_full:
          '/share/url?url=https%3A%2F%2Ft.me%2Fflowers_bot%2Fshop%3Fstartapp%3Dad_7&text=%D0%A0%D0%BE%D0%B7%D1%8B',
      },
    });
    expect(open).not.toHaveBeenCalled();
  });

  it('shows the MainButton with the screen’s text and progress, and hides it on leaving', () => {
    const pay = vi.fn();
    const { rerender, unmount } = renderHook(
      ({ loading }) => {
        useMainButton({ text: 'Оплатить 7 000 ₽', onClick: pay, loading });
      },
      { initialProps: { loading: false } },
    );
    expect(posted).toContainEqual({
      name: 'web_app_setup_main_button',
      data: expect.objectContaining({
        text: 'Оплатить 7 000 ₽',
        is_visible: true,
        is_active: true,
        is_progress_visible: false,
      }) as unknown,
    });

    receive('main_button_pressed', {});
    expect(pay).toHaveBeenCalledTimes(1);

    rerender({ loading: true });
    expect(posted.at(-1)).toMatchObject({
      name: 'web_app_setup_main_button',
      data: { is_active: false, is_progress_visible: true },
    });

    unmount();
    expect(posted.at(-1)).toMatchObject({
      name: 'web_app_setup_main_button',
      data: { is_visible: false },
    });
    receive('main_button_pressed', {});
    expect(pay).toHaveBeenCalledTimes(1);
  });

  it('shows the SecondaryButton and answers its presses', () => {
    const back = vi.fn();
    renderHook(() => {
      useSecondaryButton({ text: 'Назад', onClick: back });
    });

    expect(posted.at(-1)).toMatchObject({
      name: 'web_app_setup_secondary_button',
      data: { text: 'Назад', is_visible: true },
    });
    receive('secondary_button_pressed', {});
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('asks a yes/no question as a native popup with our own button texts', async () => {
    const answer = confirm('Подтвердите отмену заказа', {
      confirmText: 'Да, отменить',
      cancelText: 'Нет',
      destructive: true,
    });
    await vi.waitFor(() => {
      expect(posted.at(-1)).toMatchObject({
        name: 'web_app_open_popup',
        data: {
          message: 'Подтвердите отмену заказа',
          buttons: [
            { id: 'cancel', type: 'default', text: 'Нет' },
            { id: 'confirm', type: 'destructive', text: 'Да, отменить' },
          ],
        },
      });
    });
    receive('popup_closed', { button_id: 'confirm' });

    await expect(answer).resolves.toBe(true);
  });

  it('takes a dismissed popup as «no»', async () => {
    const before = posted.length;
    const answer = confirm('Удалить фото?', { confirmText: 'Удалить', cancelText: 'Отмена' });
    await vi.waitFor(() => {
      expect(posted.slice(before).map((event) => event.name)).toContain('web_app_open_popup');
    });
    receive('popup_closed', {});

    await expect(answer).resolves.toBe(false);
  });

  describe('the phone through requestContact', () => {
    /** Answers the next unanswered getRequestedContact call with `result`. */
    async function answerContactRead(result: string): Promise<void> {
      let request: { req_id?: string } | undefined;
      await vi.waitFor(() => {
        const last = posted.at(-1);
        expect(last?.name).toBe('web_app_invoke_custom_method');
        request = last?.data as { req_id?: string };
      });
      posted.push({ name: 'answered', data: null });
      receive('custom_method_invoked', { req_id: request?.req_id, result });
    }

    it('asks Telegram for the contact and gives the number with its plus', async () => {
      expect(canRequestContact()).toBe(true);
      const phone = requestContactPhone();
      // Nothing shared before: the bot holds no contact yet.
      await answerContactRead('');
      await vi.waitFor(() => {
        expect(posted.at(-1)?.name).toBe('web_app_request_phone');
      });
      receive('phone_requested', { status: 'sent' });
      const contact = JSON.stringify({
        user_id: 42,
        phone_number: '79991112233',
        first_name: 'Анна',
      });
      await answerContactRead(
        new URLSearchParams({ contact, auth_date: '1700000000', hash: 'abc' }).toString(),
      );

      await expect(phone).resolves.toBe('+79991112233');
    });

    it('gives nothing when the user declines to share the number', async () => {
      const phone = requestContactPhone();
      await answerContactRead('');
      await vi.waitFor(() => {
        expect(posted.at(-1)?.name).toBe('web_app_request_phone');
      });
      receive('phone_requested', { status: 'cancelled' });

      await expect(phone).resolves.toBeNull();
    });
  });
});
