import type { DemoBotChat, DemoBotMessage } from '@flowers/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { openAppAsDemoUser } from '../../lib/demo-choice';
import type * as DemoChoice from '../../lib/demo-choice';
import { json, stubApi } from '../../test/fake-api';
import type { ApiHandlers } from '../../test/fake-api';
import { publicConfig } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

vi.mock('../../lib/demo-choice', async (importOriginal) => ({
  ...(await importOriginal<typeof DemoChoice>()),
  openAppAsDemoUser: vi.fn(),
}));

const SELLER = '100000002';
const MODERATOR = '100000003';
const USERS = [
  { userId: SELLER, username: 'demo_seller', role: 'user', label: 'Продавец' },
  { userId: MODERATOR, username: 'demo_moderator', role: 'moderator', label: 'Модератор' },
];

function message(overrides: Partial<DemoBotMessage>): DemoBotMessage {
  return {
    message_id: 1,
    date: 1_763_900_000,
    from: 'bot',
    text: null,
    photo_url: null,
    caption: null,
    reply_markup: [],
    reply_to_message_id: null,
    edited: false,
    ...overrides,
  };
}

const SELLER_CHAT: DemoBotChat = {
  chat_id: SELLER,
  type: 'private',
  title: 'Вера (Продавец)',
  messages: [
    message({
      message_id: 5,
      text: 'Объявление «Тюльпаны» одобрено',
      edited: true,
      reply_markup: [
        [{ text: 'Открыть объявление', web_app: { url: 'http://localhost/catalog?ad=7' } }],
      ],
    }),
  ],
};
const STAFF_CHAT: DemoBotChat = {
  chat_id: '-1001',
  type: 'group',
  title: 'Модераторы (группа)',
  messages: [
    message({
      message_id: 9,
      photo_url: '/media/7-480.webp',
      caption: 'Новое объявление: Тюльпаны',
      reply_markup: [
        [
          { text: 'Одобрить', callback_data: 'ad:7:approve' },
          { text: 'Отклонить', callback_data: 'ad:7:reject' },
        ],
      ],
    }),
    message({ message_id: 10, text: 'Напишите причину отклонения ответом на это сообщение' }),
  ],
};

function openChats(handlers: ApiHandlers = {}, chats: DemoBotChat[] = [SELLER_CHAT, STAFF_CHAT]) {
  const calls = stubApi({
    'GET /api/public-config': () => json(publicConfig(true)),
    'GET /api/demo/users': () => json(USERS),
    'GET /api/demo/bot/chats': () => json(chats),
    ...handlers,
  });
  renderApp({ path: '/demo/chats' });
  return calls;
}

async function openTab(name: string) {
  await userEvent.click(await screen.findByRole('tab', { name }));
  return within(await screen.findByRole('log', { name: `Переписка: ${name}` }));
}

describe('demo chats with the bot', () => {
  it('shows each chat as a tab, and a message with its edited mark and buttons', async () => {
    openChats();

    const chat = await openTab('Вера (Продавец)');
    expect(screen.getByRole('tab', { name: 'Модераторы (группа)' })).toBeInTheDocument();
    expect(chat.getByText('Объявление «Тюльпаны» одобрено')).toBeInTheDocument();
    expect(chat.getByText(/^изменено · \d\d:\d\d МСК$/)).toBeInTheDocument();
    expect(chat.getByRole('button', { name: 'Открыть объявление' })).toBeInTheDocument();
  });

  it('shows a photo with its caption', async () => {
    openChats();

    const chat = await openTab('Модераторы (группа)');
    expect(chat.getByRole('img', { name: 'Новое объявление: Тюльпаны' })).toHaveAttribute(
      'src',
      '/media/7-480.webp',
    );
    expect(chat.getByText('Новое объявление: Тюльпаны')).toBeInTheDocument();
  });

  it('presses a staff chat button as the moderator and shows Telegram’s answer', async () => {
    const calls = openChats({
      'POST /api/demo/bot/chats/-1001/press': () =>
        json({ callback_answer: 'Объявление одобрено' }),
    });

    const chat = await openTab('Модераторы (группа)');
    expect(screen.getByRole('combobox', { name: 'Вы в чате как' })).toHaveTextContent('Модератор');
    await userEvent.click(chat.getByRole('button', { name: 'Одобрить' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Объявление одобрено');
    expect(calls.find((call) => call.path.endsWith('/press'))?.body).toEqual({
      from_user_id: MODERATOR,
      message_id: 9,
      callback_data: 'ad:7:approve',
    });
  });

  it('replies to the bot’s question with the rejection reason', async () => {
    const calls = openChats({
      'POST /api/demo/bot/chats/-1001/messages': () => json({ callback_answer: null }),
    });

    const chat = await openTab('Модераторы (группа)');
    const question = chat.getByText('Напишите причину отклонения ответом на это сообщение');
    const bubble = question.closest('li');
    if (bubble === null) throw new Error('the question is not a message');
    await userEvent.click(within(bubble).getByRole('button', { name: 'Ответить' }));
    expect(screen.getByText(/^Ответ на: Напишите причину/)).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Сообщение' });
    expect(box).toHaveFocus();
    await userEvent.type(box, 'На фото не букет{Enter}');

    await waitFor(() => expect(box).toHaveValue(''));
    expect(calls.find((call) => call.path.endsWith('/messages'))?.body).toEqual({
      from_user_id: MODERATOR,
      text: 'На фото не букет',
      reply_to_message_id: 10,
    });
    expect(screen.queryByText(/^Ответ на:/)).toBeNull();
  });

  it('keeps the text and says why when the message is refused', async () => {
    openChats({
      'POST /api/demo/bot/chats/-1001/messages': () =>
        json({ error: 'Этот пользователь не участвует в чате' }, 403),
    });

    await openTab('Модераторы (группа)');
    const box = screen.getByRole('textbox', { name: 'Сообщение' });
    await userEvent.type(box, 'Привет');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Этот пользователь не участвует в чате',
    );
    expect(box).toHaveValue('Привет');
  });

  it('opens the app on the linked screen, signed in as the chat’s user', async () => {
    openChats();

    const chat = await openTab('Вера (Продавец)');
    await userEvent.click(chat.getByRole('button', { name: 'Открыть объявление' }));

    expect(openAppAsDemoUser).toHaveBeenCalledWith(SELLER, '/catalog?ad=7');
  });

  it('shows new messages without a reload', async () => {
    let chats = [SELLER_CHAT];
    stubApi({
      'GET /api/public-config': () => json(publicConfig(true)),
      'GET /api/demo/users': () => json(USERS),
      'GET /api/demo/bot/chats': () => json(chats),
    });
    renderApp({ path: '/demo/chats' });
    await screen.findByText('Объявление «Тюльпаны» одобрено');

    chats = [
      {
        ...SELLER_CHAT,
        messages: [...SELLER_CHAT.messages, message({ message_id: 6, text: 'Букет купили' })],
      },
    ];

    expect(await screen.findByText('Букет купили')).toBeInTheDocument();
  });

  it('says a chat has no messages yet', async () => {
    openChats({}, [{ ...SELLER_CHAT, messages: [] }]);

    expect(await screen.findByText('В этом чате пока нет сообщений')).toBeInTheDocument();
  });

  it('offers «Повторить» when the chats cannot be loaded', async () => {
    let fail = true;
    openChats({
      'GET /api/demo/bot/chats': () =>
        fail ? json({ error: 'Сервис недоступен' }, 503) : json([SELLER_CHAT]),
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Не удалось загрузить чаты: Сервис недоступен',
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));

    expect(await screen.findByText('Объявление «Тюльпаны» одобрено')).toBeInTheDocument();
  });

  it('shows nothing but a note outside demo mode', async () => {
    const calls = stubApi({ 'GET /api/public-config': () => json(publicConfig(false)) });
    renderApp({ path: '/demo/chats' });

    expect(await screen.findByText('Чаты с ботом видны только в демо-режиме')).toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/api/demo/'))).toBe(false);
  });
});

describe('inline search in the demo chats', () => {
  it('lists the bot’s answer to «@bot пионы», pages on, and posts the picked card', async () => {
    const calls = openChats({
      'GET /api/public-config': () =>
        json({ ...publicConfig(true), bot: { username: 'flowers_demo_bot', appShortName: 'app' } }),
      'POST /api/demo/bot/chats/100000002/inline': (call) =>
        json(
          (call.body as { offset: string }).offset === ''
            ? {
                query_id: 'q1',
                next_offset: 'rt0.abc.1',
                results: [
                  { id: 'ad_7', title: 'Пионы', description: '6 600 ₽', thumbnail_url: null },
                ],
              }
            : {
                query_id: 'q2',
                next_offset: '',
                results: [
                  { id: 'ad_8', title: 'Пионы белые', description: '7 700 ₽', thumbnail_url: null },
                ],
              },
        ),
      'POST /api/demo/bot/chats/100000002/inline-result': () => json({ callback_answer: null }),
    });
    await openTab('Вера (Продавец)');
    await userEvent.type(screen.getByRole('textbox', { name: /инлайн-режим/ }), 'пионы');
    await userEvent.click(screen.getByRole('button', { name: 'Найти' }));
    const results = within(await screen.findByRole('list', { name: 'Букеты из поиска' }));
    await userEvent.click(results.getByRole('button', { name: 'Показать ещё' }));
    await userEvent.click(await results.findByRole('button', { name: /Пионы белые/ }));

    await waitFor(() =>
      expect(calls.find((call) => call.path.endsWith('/inline-result'))?.body).toEqual({
        from_user_id: SELLER,
        query_id: 'q2',
        result_id: 'ad_8',
      }),
    );
    expect(calls.filter((call) => call.path.endsWith('/inline')).map((c) => c.body)).toEqual([
      { from_user_id: SELLER, query: 'пионы', offset: '' },
      { from_user_id: SELLER, query: 'пионы', offset: 'rt0.abc.1' },
    ]);
  });

  it('sends the bot an album with a caption from a private chat, as one multipart message', async () => {
    const calls = openChats({
      [`POST /api/demo/bot/chats/${SELLER}/photos`]: () => json({ callback_answer: null }),
    });
    await openTab('Вера (Продавец)');
    const photo = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

    await userEvent.upload(screen.getByLabelText('Прикрепить фото', { selector: 'input' }), [
      photo('1.jpg'),
      photo('2.jpg'),
    ]);
    expect(screen.getByText('Альбом к отправке: 2 фото')).toBeInTheDocument();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Подпись к фото' }),
      'Пионы 15 шт 6500',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Отправить' }));

    await waitFor(() => {
      expect(calls.some((call) => call.path === `/api/demo/bot/chats/${SELLER}/photos`)).toBe(true);
    });
    const [, init] =
      vi.mocked(fetch).mock.calls.find(([url]) => String(url).endsWith('/photos')) ?? [];
    const form = init?.body as FormData;
    expect(form.getAll('photos')).toHaveLength(2);
    expect(form.get('caption')).toBe('Пионы 15 шт 6500');
    expect(form.get('from_user_id')).toBe(SELLER);
    expect(screen.queryByText('Альбом к отправке: 2 фото')).not.toBeInTheDocument();
  });

  it('offers no photos in the staff group, where the bot takes none', async () => {
    openChats();
    await openTab('Модераторы (группа)');
    expect(screen.queryByRole('button', { name: 'Прикрепить фото' })).not.toBeInTheDocument();
  });
});
