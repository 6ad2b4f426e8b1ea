import { filterUsers, type RoleFilter, type User } from '@flowers/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/fake-api';
import type { ApiHandlers } from '../../test/fake-api';
import { renderScreen } from '../../test/render-screen';
import { UserManagementPage } from './user-management-page';

function aUser(overrides: Partial<User>): User {
  return {
    user_id: '100',
    username: 'boris',
    role: 'user',
    blacklist: false,
    first_name: null,
    last_name: null,
    photo_url: null,
    ...overrides,
  };
}

const USERS = [
  aUser({ user_id: '42', username: 'anna', role: 'admin' }),
  aUser({ user_id: '1', username: 'root', role: 'admin', super_admin: true }),
  aUser({ user_id: '100', username: 'boris' }),
  aUser({ user_id: '200', username: 'ilya', role: 'moderator' }),
];

// The server's page: the search and the role tab applied, every tab counted over the search.
function usersPage(call: { query: URLSearchParams }) {
  const found = filterUsers(USERS, call.query.get('q') ?? '', 'all');
  const role = (call.query.get('role') ?? 'all') as RoleFilter;
  const count = (value: RoleFilter) => filterUsers(found, '', value).length;
  return json({
    users: filterUsers(found, '', role),
    next_cursor: null,
    counts: {
      all: found.length,
      admin: count('admin'),
      moderator: count('moderator'),
      user: count('user'),
    },
  });
}

function renderPanel(handlers: ApiHandlers = {}) {
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  const calls = stubApi({ 'GET /api/users/page': usersPage, ...handlers });
  renderScreen(<UserManagementPage />, { role: 'admin', route: '/adminpanel' });
  return { alert, calls, user: userEvent.setup() };
}

const rowOf = (name: string) => within(screen.getByText(name).closest('[role="group"]')!);

describe('admin panel', () => {
  it('lists users as rows with role select, blacklist switch and delete button', async () => {
    renderPanel();
    await screen.findByText('@boris');

    const boris = rowOf('@boris');
    expect(boris.getAllByText('100')).not.toHaveLength(0);
    expect(boris.getByRole('combobox', { name: 'Роль boris' })).toHaveDisplayValue('Пользователь');
    expect(boris.getByRole('switch', { name: 'Чёрный список: boris' })).not.toBeChecked();
    expect(boris.getByRole('button', { name: 'Удалить boris' })).toBeEnabled();
  });

  it('locks the super admin’s row and the admin’s own', async () => {
    renderPanel();
    await screen.findByText('@boris');
    for (const name of ['root', 'anna']) {
      const row = within(
        screen.getByRole('switch', { name: `Чёрный список: ${name}` }).closest('[role="group"]')!,
      );
      expect(row.getByRole('switch')).toBeDisabled();
      expect(row.getByRole('button', { name: `Удалить ${name}` })).toBeDisabled();
    }
  });

  it('searches by username or user_id and filters by role tabs', async () => {
    const { user } = renderPanel();
    await screen.findByText('@boris');
    const search = screen.getByRole('searchbox', { name: 'Поиск по имени пользователя или ID' });

    await user.type(search, '200');
    expect(
      within(screen.getByRole('list', { name: 'Пользователи' })).getAllByRole('listitem'),
    ).toHaveLength(1);
    expect(screen.getByText('@ilya')).toBeInTheDocument();

    await user.clear(search);
    await user.click(screen.getByRole('tab', { name: /^Администраторы/ }));
    expect(screen.queryByText('@boris')).toBeNull();
    expect(screen.getByText('@root')).toBeInTheDocument();
  });

  it('changes a role and sets the blacklist', async () => {
    const { calls, user } = renderPanel({
      'POST /api/users/100/role': () => json(aUser({ role: 'moderator' })),
      'POST /api/users/100/blacklist': () => json(aUser({ blacklist: true })),
    });
    await screen.findByText('@boris');

    await user.selectOptions(
      rowOf('@boris').getByRole('combobox', { name: 'Роль boris' }),
      'Модератор',
    );
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/users/100/role')?.body).toEqual({
        role: 'moderator',
      }),
    );
    await user.click(rowOf('@boris').getByRole('switch', { name: 'Чёрный список: boris' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/users/100/blacklist')?.body).toEqual({
        blacklist: true,
      }),
    );
  });

  it('says «Ошибка при изменении роли» in a toast when the change fails', async () => {
    const { user } = renderPanel({
      'POST /api/users/200/role': () => json({ error: 'Недостаточно прав' }, 403),
    });
    await screen.findByText('@ilya');
    await user.selectOptions(
      rowOf('@ilya').getByRole('combobox', { name: 'Роль ilya' }),
      'Пользователь',
    );
    expect(
      await screen.findByText('Ошибка при изменении роли: Недостаточно прав'),
    ).toBeInTheDocument();
  });

  it('ticks the blacklist at once and puts it back with «Ошибка при обновлении blacklist»', async () => {
    const { user } = renderPanel({
      'POST /api/users/100/blacklist': () => json({ error: 'Пользователь не найден' }, 404),
    });
    await screen.findByText('@boris');
    const box = rowOf('@boris').getByRole('switch', { name: 'Чёрный список: boris' });

    await user.click(box);
    expect(
      await screen.findByText('Ошибка при обновлении blacklist: Пользователь не найден'),
    ).toBeInTheDocument();
    await waitFor(() => expect(box).not.toBeChecked());
  });

  it('deletes a user only after the popup’s confirmation', async () => {
    const { calls, user } = renderPanel({ 'DELETE /api/users/100': () => json({ ok: true }) });
    await screen.findByText('@boris');

    await user.click(rowOf('@boris').getByRole('button', { name: 'Удалить boris' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Удалить пользователя @boris?' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Удалить' }));

    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/users/100')).toBe(true),
    );
  });

  it('asks for user_id and username before adding, then adds with the role', async () => {
    const { calls, user } = renderPanel({
      'POST /api/users': () => json(aUser({ user_id: '300', username: 'vera' })),
    });
    await screen.findByText('@boris');
    const form = within(screen.getByRole('form', { name: 'Добавить пользователя' }));

    await user.click(form.getByRole('button', { name: 'Добавить пользователя' }));
    expect(form.getByRole('alert')).toHaveTextContent('Введите user_id и username!');

    await user.type(form.getByRole('textbox', { name: 'ID в Telegram' }), '300');
    await user.type(form.getByRole('textbox', { name: 'Имя пользователя в Telegram' }), 'vera');
    await user.selectOptions(
      form.getByRole('combobox', { name: /Роль нового пользователя/ }),
      'Модератор',
    );
    await user.click(form.getByRole('button', { name: 'Добавить пользователя' }));

    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === '/api/users')?.body).toEqual({
        user_id: '300',
        username: 'vera',
        role: 'moderator',
      }),
    );
  });

  it('keeps the form and says «Ошибка при добавлении пользователя» on failure', async () => {
    const { user } = renderPanel({
      'POST /api/users': () => json({ error: 'Пользователь с таким user_id уже есть' }, 409),
    });
    await screen.findByText('@boris');
    const form = within(screen.getByRole('form', { name: 'Добавить пользователя' }));
    await user.type(form.getByRole('textbox', { name: 'ID в Telegram' }), '100');
    await user.type(form.getByRole('textbox', { name: 'Имя пользователя в Telegram' }), 'boris');
    await user.click(form.getByRole('button', { name: 'Добавить пользователя' }));

    expect(await form.findByRole('alert')).toHaveTextContent(
      'Ошибка при добавлении пользователя: Пользователь с таким user_id уже есть',
    );
    expect(form.getByRole('textbox', { name: 'ID в Telegram' })).toHaveValue('100');
  });

  it('reads a long list a page at a time, its tabs counting the whole list', async () => {
    const { calls, user } = renderPanel({
      'GET /api/users/page': (call: { query: URLSearchParams }) =>
        json({
          users: call.query.get('cursor') === null ? [USERS[2]] : [USERS[3]],
          next_cursor: call.query.get('cursor') === null ? 'page-1' : null,
          counts: { all: 1500, admin: 2, moderator: 40, user: 1458 },
        }),
    });
    await screen.findByText('@boris');
    expect(screen.getByRole('tab', { name: /^Модераторы/ })).toHaveTextContent('40');
    expect(screen.queryByText('@ilya')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Показать ещё' }));

    expect(await screen.findByText('@ilya')).toBeInTheDocument();
    const pages = calls.filter((call) => call.path === '/api/users/page');
    expect(pages.map((call) => call.query.get('cursor'))).toEqual([null, 'page-1']);
  });

  it('asks the server for the search and the tab', async () => {
    const { calls, user } = renderPanel();
    await screen.findByText('@boris');
    await user.type(
      screen.getByRole('searchbox', { name: 'Поиск по имени пользователя или ID' }),
      'il',
    );
    await user.click(screen.getByRole('tab', { name: /^Модераторы/ }));

    await waitFor(() => expect(calls.at(-1)?.query.toString()).toBe('role=moderator&q=il'));
    expect(screen.getByText('@ilya')).toBeInTheDocument();
  });
});
