import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined';
import InventoryOutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import { List, ListItemButton, ListItemIcon, ListItemText, Paper } from '@mui/material';
import { Link } from 'react-router';
import { openChatLink } from '../../telegram/init';

const LINKS = [
  { to: '/payment-info', label: 'Платёжная информация', Icon: CreditCardOutlinedIcon },
  { to: '/myads', label: 'Мои объявления', Icon: InventoryOutlinedIcon },
  { to: '/myorders', label: 'Мои заказы', Icon: ReceiptLongOutlinedIcon },
] as const;

/** The profile's menu (spec §2 "Profile"); support opens the chat from configuration. */
export function ProfileMenu({ supportUrl }: { supportUrl: string | undefined }) {
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
