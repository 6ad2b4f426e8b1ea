/** An unpaid order holds its bouquet this long; then the sweep asks the bank and frees it. */
export const PAYMENT_WINDOW_MS = 20 * 60 * 1000;

/**
 * A released hold is usually our own Cancel, whose caller closes the order itself; an order
 * still open this long after its hold was released lost it at the bank, and the sweep closes it.
 */
export const HOLD_LAPSE_GRACE_MS = 5 * 60 * 1000;
