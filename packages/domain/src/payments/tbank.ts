import { z } from 'zod';
import { storableJson, textInput } from '../common/safe-input';

// Scalars at the root, and at most one level more for `DATA`/`Data` (tbank-acquiring.md
// "Notifications"): anything deeper is not from the bank.
const NOTIFICATION_MAX_DEPTH = 2;

/** Body of T-Bank's notification webhook, stored as it came once its Token checks out. */
export const tbankNotificationSchema = storableJson(
  z.record(textInput, z.unknown()),
  NOTIFICATION_MAX_DEPTH,
);
