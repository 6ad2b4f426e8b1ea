import { z } from 'zod';
import { storableJson, textInput } from '../common/safe-input';

// tbank-acquiring.md "Notifications": anything deeper than `DATA` is not from the bank.
const NOTIFICATION_MAX_DEPTH = 2;

export const tbankNotificationSchema = storableJson(
  z.record(textInput, z.unknown()),
  NOTIFICATION_MAX_DEPTH,
);
