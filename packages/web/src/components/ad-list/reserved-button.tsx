import { RESERVED_BUTTON_TEXT } from '../../texts/catalogue';
import { Button } from '../ui/button';
import './ad-list.css';

export function ReservedButton() {
  return (
    <Button disabled fullWidth className="order-button--reserved">
      {RESERVED_BUTTON_TEXT}
    </Button>
  );
}
