// The wording of My Account and the payment-method page.
import { formatEasternDate } from '../../lib/eastern-date.ts';
export const SECTION_TITLES = {
  information: 'Information/Security',
  payment: 'Payment Method/Billing Address',
  orders: 'Orders (past 12 months)',
} as const;

export const NO_ORDERS = 'No orders.';
export const SUBSCRIPTION_ACTIVE = 'Your subscription is active.';
export const SUBSCRIPTION_NOT_ACTIVE = 'Your subscription is not active.';
export const NO_CARD = 'No payment method on file.';
export const CARD_SAVED = 'Your payment method has been saved.';
export const CARD_NOT_SAVED = 'Your card could not be saved. Please try again in a few minutes.';

/** Spec §2 payment/{type}: 'add' adds; any other type updates. */
export function paymentPageHeading(type: string | undefined): string {
  return type === 'add' ? 'Add Payment Method' : 'Update Payment Method';
}

/** An order's date, in US Eastern time (where the association works): 'Nov 5, 2026'. */
export const formatOrderDate = formatEasternDate;

/** Whether a subscription end date (YYYY-MM-DD) is over: the whole day has passed. */
export function isEndDatePast(isoDate: string | null, now: Date): boolean {
  if (!isoDate) return false;
  const end = Date.parse(`${isoDate.slice(0, 10)}T23:59:59-05:00`);
  return !Number.isNaN(end) && end < now.getTime();
}
