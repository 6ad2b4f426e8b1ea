// spec §4 "Sign-in" and §8: letter for letter, including the English one.
export const SIGN_IN_FAILED = 'Ошибка при авторизации';
export const NO_INIT_DATA = 'no Telegram initData, open via Telegram';

export const SIGNING_IN = 'Вход…';
export const LOADING_PROFILE = 'Загрузка профиля…';
export const LOADING = 'Загрузка…';
export const PICK_DEMO_USER = 'Демо-режим: выберите, кем войти';
export const RETRY = 'Повторить';
export const PICK_ANOTHER_USER = 'Выбрать другого пользователя';
