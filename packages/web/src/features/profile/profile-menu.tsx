import { Cell, ChatIcon, CardIcon, BagIcon, ListIcon, InfoIcon } from '../../components/ui';
import { DEMO_CHATS_PATH } from '../../lib/demo-choice';
import { openChatLink } from '../../telegram/init';
import { DEMO_CHATS_MENU_TEXT } from '../../texts/bot';
import { CONTACT_SUPPORT_TEXT, PROFILE_MENU_LABEL } from '../../texts/users';
import { MY_ORDERS_TITLE } from '../../texts/orders';
import { MY_ADS_TITLE } from '../../texts/catalogue';
import { PAYMENT_INFO_TITLE } from '../../texts/payments';

const LINKS = [
  { to: '/payment-info', label: PAYMENT_INFO_TITLE, Icon: CardIcon },
  { to: '/myads', label: MY_ADS_TITLE, Icon: ListIcon },
  { to: '/myorders', label: MY_ORDERS_TITLE, Icon: BagIcon },
] as const;

interface ProfileMenuProps {
  supportUrl: string | undefined;
  demoChats: boolean;
}

/** spec §2 "Profile". */
export function ProfileMenu({ supportUrl, demoChats }: ProfileMenuProps) {
  return (
    <nav aria-label={PROFILE_MENU_LABEL} className="ui-section__body">
      {LINKS.map(({ to, label, Icon }) => (
        <Cell key={to} to={to} before={<Icon />}>
          {label}
        </Cell>
      ))}
      {demoChats && (
        <Cell to={DEMO_CHATS_PATH} before={<ChatIcon />}>
          {DEMO_CHATS_MENU_TEXT}
        </Cell>
      )}
      {supportUrl !== undefined && (
        <a
          href={supportUrl}
          className="ui-cell ui-cell--interactive"
          onClick={(event) => {
            event.preventDefault();
            openChatLink(supportUrl);
          }}
        >
          <span className="ui-cell__before">
            <InfoIcon />
          </span>
          <span className="ui-cell__main">
            <span className="ui-cell__title">{CONTACT_SUPPORT_TEXT}</span>
          </span>
        </a>
      )}
    </nav>
  );
}
