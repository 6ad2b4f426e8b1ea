import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import InventoryOutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import { List, ListItemButton, ListItemIcon, ListItemText, Paper } from '@mui/material';
import { Link } from 'react-router';
import { DEMO_CHATS_PATH } from '../../lib/demo-choice';
import { openChatLink } from '../../telegram/init';
import { DEMO_CHATS_MENU_TEXT } from '../../texts/bot';
import { CONTACT_SUPPORT_TEXT, PROFILE_MENU_LABEL } from '../../texts/users';
import { MY_ORDERS_TITLE } from '../../texts/orders';
import { MY_ADS_TITLE } from '../../texts/ads';
import { PAYMENT_INFO_TITLE } from '../../texts/payments';

const LINKS = [
  { to: '/payment-info', label: PAYMENT_INFO_TITLE, Icon: CreditCardOutlinedIcon },
  { to: '/myads', label: MY_ADS_TITLE, Icon: InventoryOutlinedIcon },
  { to: '/myorders', label: MY_ORDERS_TITLE, Icon: ReceiptLongOutlinedIcon },
] as const;

interface ProfileMenuProps {
  supportUrl: string | undefined;
  /** Demo mode: a link to every demo user's chat with the bot. */
  demoChats: boolean;
}

/** The profile's menu (spec §2 "Profile"); support opens the chat from configuration. */
export function ProfileMenu({ supportUrl, demoChats }: ProfileMenuProps) {
  return (
    <Paper component="nav" aria-label={PROFILE_MENU_LABEL} variant="outlined">
      <List disablePadding>
        {LINKS.map(({ to, label, Icon }) => (
          <ListItemButton key={to} component={Link} to={to} divider>
            <ListItemIcon>
              <Icon />
            </ListItemIcon>
            <ListItemText primary={label} />
            <ChevronRightIcon color="action" aria-hidden />
          </ListItemButton>
        ))}
        {demoChats && (
          <ListItemButton component={Link} to={DEMO_CHATS_PATH} divider>
            <ListItemIcon>
              <ForumOutlinedIcon />
            </ListItemIcon>
            <ListItemText primary={DEMO_CHATS_MENU_TEXT} />
            <ChevronRightIcon color="action" aria-hidden />
          </ListItemButton>
        )}
        <ListItemButton
          component="a"
          href={supportUrl}
          disabled={supportUrl === undefined}
          onClick={(event) => {
            if (supportUrl === undefined) return;
            event.preventDefault();
            openChatLink(supportUrl);
          }}
        >
          <ListItemIcon>
            <SupportAgentOutlinedIcon />
          </ListItemIcon>
          <ListItemText primary={CONTACT_SUPPORT_TEXT} />
        </ListItemButton>
      </List>
    </Paper>
  );
}
