import { SearchIcon } from '../../../components/ui';
import { USER_SEARCH_LABEL } from '../../../texts/users';

interface UserFiltersProps {
  query: string;
  onQuery: (query: string) => void;
}

/** spec §2: the search box (username or user_id); the role filter is the tabs above. */
export function UserFilters({ query, onQuery }: UserFiltersProps) {
  return (
    <label className="user-search">
      <SearchIcon size={20} className="user-search__icon" aria-hidden />
      <input
        type="search"
        className="ui-input user-search__input"
        aria-label={USER_SEARCH_LABEL}
        placeholder={USER_SEARCH_LABEL}
        value={query}
        onChange={(event) => onQuery(event.target.value)}
      />
    </label>
  );
}
