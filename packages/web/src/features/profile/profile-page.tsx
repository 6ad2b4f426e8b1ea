import { formatKopecks } from '@flowers/domain';
import { BONUS_BALANCE_TEXT, profileBalanceText } from '../../texts/users';
import { usePublicConfig } from '../../api/get-public-config';
import { getInitData } from '../../api/session-store';
import { Page } from '../../components/ui';
import { useSession } from '../../lib/session-context';
import { readMessengerUser } from '../../telegram/messenger-user';
import { useMyBalance } from '../../api/get-my-balance';
import { NotificationsToggle } from './notifications-toggle';
import { ProfileMenu } from './profile-menu';
import { SellerChannelSection } from './seller-channel-section';
import './profile.css';

const AVATAR_PX = 80;

/** spec §2 "Profile". */
export function ProfilePage() {
  const { user, switchDemoUser } = useSession();
  const config = usePublicConfig();
  const messenger = readMessengerUser(getInitData());
  const balance = useMyBalance();

  return (
    <Page>
      <div className="profile-head">
        {messenger.photoUrl ? (
          <img
            src={messenger.photoUrl}
            alt={messenger.fullName}
            width={AVATAR_PX}
            height={AVATAR_PX}
            className="profile-head__avatar"
          />
        ) : (
          <span className="profile-head__avatar" aria-hidden>
            {messenger.fullName.charAt(0)}
          </span>
        )}
        <h1 className="profile-head__name">{messenger.fullName}</h1>
        <p className="profile-head__id">ID: {user.userId}</p>
        <p className="profile-head__bonus">{BONUS_BALANCE_TEXT}</p>
        {balance.data !== undefined && balance.data.owed_kopecks > 0 && (
          <p className="profile-head__bonus">
            {profileBalanceText(formatKopecks(balance.data.owed_kopecks))}
          </p>
        )}
      </div>
      <NotificationsToggle />
      <SellerChannelSection />
      <ProfileMenu supportUrl={config.data?.supportUrl} demoChats={switchDemoUser !== null} />
    </Page>
  );
}
