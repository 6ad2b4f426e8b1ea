// On a phone the user_id column folds under the username, so the table needs no sideways scroll.
export const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
export const NARROW_ONLY = { display: { xs: 'block', sm: 'none' } } as const;
