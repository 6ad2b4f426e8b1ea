import type { CurrentUser } from '../../../lib/session-context';
import type { MessengerUser } from '../../../telegram/messenger-user';
import { PROFILE_LABEL, ROLE_LABELS, ROLE_PREFIX } from '../../../texts/users';
import './staff-profile-card.css';

interface StaffProfileCardProps {
  user: CurrentUser;
  profile: MessengerUser;
}

/** spec §2 "Administration hub": photo, name, id, username and role. */
export function StaffProfileCard({ user, profile }: StaffProfileCardProps) {
  const name = profile.fullName;
  return (
    <section aria-label={PROFILE_LABEL} className="staff-card staff-profile">
      {profile.photoUrl ? (
        <img src={profile.photoUrl} alt={name} className="staff-profile__photo" />
      ) : (
        <span className="staff-profile__photo staff-profile__initial" aria-hidden>
          {name.slice(0, 1)}
        </span>
      )}
      <div className="staff-profile__text">
        <p className="staff-profile__name">{name}</p>
        <p className="staff-muted">ID: {user.userId}</p>
        {user.username && <p className="staff-muted">@{user.username}</p>}
        <p>
          {ROLE_PREFIX}
          {ROLE_LABELS[user.role]}
        </p>
      </div>
    </section>
  );
}
