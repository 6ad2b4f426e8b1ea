import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { useLoggedError } from '../lib/use-logged-error';
import { EmptyState } from './empty-state';

interface StaffListPageProps<T extends { id: number }> {
  title: string;
  /** The list's query: a spinner while pending; a failure is only logged (spec §8). */
  query: { isPending: boolean; error: Error | null };
  /** Names the list in the log when loading fails. */
  logAs: string;
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
  query,
  logAs,
  loadingLabel,
  emptyText,
  items,
  renderItem,
  children,
}: StaffListPageProps<T>) {
  useLoggedError(query.error, logAs);
  return (
    <Box sx={{ px: 2, pb: 3, maxWidth: 720, mx: 'auto' }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {query.isPending ? (
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
