import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { EmptyState } from './empty-state';

interface StaffListPageProps<T extends { id: number }> {
  title: string;
  loading: boolean;
  /** What a screen reader announces while the list loads. */
  loadingLabel: string;
  emptyText: string;
  items: readonly T[];
  renderItem: (item: T) => ReactNode;
  /** Dialogs and the like, rendered after the list. */
  children?: ReactNode;
}

/** The frame of the staff list screens: heading, spinner, empty state, then the cards. */
export function StaffListPage<T extends { id: number }>({
  title,
  loading,
  loadingLabel,
  emptyText,
  items,
  renderItem,
  children,
}: StaffListPageProps<T>) {
  return (
    <Box sx={{ px: 2, pb: 3, maxWidth: 720, mx: 'auto' }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {loading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={loadingLabel} />
        </Box>
      ) : items.length === 0 ? (
        <EmptyState title={emptyText} />
      ) : (
        <Stack spacing={2}>
          {items.map((item) => (
            <Fragment key={item.id}>{renderItem(item)}</Fragment>
          ))}
        </Stack>
      )}
      {children}
    </Box>
  );
}
