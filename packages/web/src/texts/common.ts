// Texts shared by many screens (spec §1, §2).

export const BRAND = { name: 'Цветочный рынок', tagline: 'Первый цветочный маркетплейс' } as const;
export const CATALOG_LOADING_TEXT = 'Загрузка...';
export const REFRESH_BUTTON_TEXT = 'Обновить';
