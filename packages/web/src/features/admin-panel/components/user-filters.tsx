import { ROLE_FILTERS } from '@flowers/domain';
import {
  ROLE_FILTER_ALL_LABEL,
  ROLE_LABEL,
  ROLE_LABELS,
  USER_SEARCH_LABEL,
} from '../../../texts/users';
import type { RoleFilter } from '@flowers/domain';
import { MenuItem, Stack, TextField } from '@mui/material';

interface UserFiltersProps {
  query: string;
  role: RoleFilter;
  onQuery: (query: string) => void;
  onRole: (role: RoleFilter) => void;
}

export function UserFilters({ query, role, onQuery, onRole }: UserFiltersProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <TextField
        type="search"
        size="small"
        label={USER_SEARCH_LABEL}
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        sx={{ flex: 1 }}
      />
      <TextField
        select
        size="small"
        label={ROLE_LABEL}
        value={role}
        onChange={(event) => {
          const next = ROLE_FILTERS.find((filter) => filter === event.target.value);
          if (next) onRole(next);
        }}
        sx={{ minWidth: 180 }}
      >
        {ROLE_FILTERS.map((filter) => (
          <MenuItem key={filter} value={filter}>
            {filter === 'all' ? ROLE_FILTER_ALL_LABEL : ROLE_LABELS[filter]}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
