import { ROLES, parseRole } from '@flowers/domain';
import type { Role } from '@flowers/domain';
import { ChevronDownIcon } from '../../../components/ui';
import { ROLE_LABELS } from '../../../texts/users';

interface RoleSelectProps {
  /** Read by screen readers; a row's select shows no label of its own. */
  label: string;
  value: Role;
  disabled?: boolean;
  onChange: (role: Role) => void;
}

/**
 * The platform's own picker in the kit's field look, without the visible label the kit's
 * Select always draws: in a user's row the row itself says whose role it is.
 */
export function RoleSelect({ label, value, disabled, onChange }: RoleSelectProps) {
  return (
    <span className="ui-select role-select">
      <select
        aria-label={label}
        className="ui-input"
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const role = parseRole(event.target.value);
          if (role) onChange(role);
        }}
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </select>
      <ChevronDownIcon className="ui-select__arrow" size={18} />
    </span>
  );
}
