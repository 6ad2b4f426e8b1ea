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

const LINKS = [
  { to: '/payment-info', label: 'Платёжная информация', Icon: CreditCardOutlinedIcon },
  { to: '/myads', label: 'Мои объявления', Icon: InventoryOutlinedIcon },
  { to: '/myorders', label: 'Мои заказы', Icon: ReceiptLongOutlinedIcon },
] as const;

interface ProfileMenuProps {
  supportUrl: string | undefined;
  /** Demo mode: a link to every demo user's chat with the bot. */
  demoChats: boolean;
}

/** The profile's menu (spec §2 "Profile"); support opens the chat from configuration. */
export function ProfileMenu({ supportUrl, demoChats }: ProfileMenuProps) {
  return (
    <Paper component="nav" aria-label="Меню профиля" variant="outlined">
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
            <ListItemText primary="Чаты с ботом (демо)" />
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
          <ListItemText primary="Связаться с поддержкой" />
        </ListItemButton>
      </List>
    </Paper>
  );
}
