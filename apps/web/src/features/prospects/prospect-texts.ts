// The wording of the prospect order page (spec §2, §4, §8).
import { formatEasternDate } from '../../lib/eastern-date.ts';
export const orderHeading = (appTitle: string) => `Your ${appTitle} Order`;
export const BILLING_DETAILS = 'Billing Details';
export const ORDER_SUMMARY = 'Order Summary';
export const ORDER_TOTAL = 'Your Order Total';
export const PAYMENT_FAILED = 'Your payment could not be completed. Please try again in a few minutes.';
export const ORDER_NOT_LOADED = 'Your order could not be loaded. Please try again in a few minutes.';
export const paymentReceived = (orderId: number) =>
  `Thank you. Your payment was received (order #${orderId}) and your download is ready.`;

// The download history (the analyzer viewer a paid order lands on).
export const DOWNLOADS_HEADING = 'Your downloads';
export const DOWNLOADS_INTRO =
  'Everything you have bought, newest first. Each download is a CSV file you can download again at any time.';
export const NO_DOWNLOADS =
  'You have not bought any downloads yet. When you pay for a download you were offered (the link in your order e-mail), it appears here, ready to download.';
export const DOWNLOADS_NOT_LOADED = 'Your downloads could not be loaded. Please try again in a few minutes.';
export const DOWNLOAD_FAILED = 'The file could not be downloaded. Please try again in a few minutes.';

/** A purchase's date, in US Eastern time as every portal date: 'Nov 5, 2026'. */
export const formatPurchaseDate = formatEasternDate;
