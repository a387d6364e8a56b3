// My Account: the card on file (kept as a gateway token), and orders (spec §3, §4, §7).
import {
  ACTING_ADMIN_CANNOT_PAY,
  ORDERS_WINDOW_MONTHS,
  type OrderRecord,
  type PaymentRecord,
  type StoredCardResponse,
} from '@mti/contracts/account/account-api';
import type { CardBrand, newCardPayload } from '@mti/contracts/account/card-form';
import { FAILED_REFUNDS_ALERT_DAYS } from '@mti/contracts/admin/console-payments';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.ts';
import type { AuthenticatedUser } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, forbidden } from '../../platform/errors.ts';
import type { DeclineCode, GatewayDecline, PaymentGateway, VaultedCard } from '../../platform/payment-gateway.ts';
import { findPaymentMethod, insertOrder, listOrdersSince, type OrderInsert } from './queries.ts';
import { listFailedRefunds, refundedCentsOfOrders } from './refunds-queries.ts';
import { storeVaultedCard, toPaymentRecord } from './stored-card.ts';

/** For the administrator console (decision 098): "Book it now" on a pending refund. */
export { bookRefundNow } from './book-refund-now.ts';
/** For the administrator console (issue 19): every user's orders, paged and as CSV. */
export { exportConsoleOrders, listConsoleOrders } from './console-orders.ts';
/** For the administrator console (decision 063): an order with its refunds, and refunding it. */
export {
  getOrderWithRefunds,
  ORDER_REFUND_AUDIT,
  type OrderWithRefunds,
  orderAuditSubject,
  type RefundRow,
  refundOrder,
} from './order-refunds.ts';

/** The console's Payments alert (decisions 091, 096): refunds failed, or not booked after every try, in the last 30 days. */
export async function listRecentFailedRefunds({ db, now, maxAttempts }: { db: Db; now: Date; maxAttempts: number }) {
  const since = new Date(now.getTime() - FAILED_REFUNDS_ALERT_DAYS * 86_400_000);
  const rows = await listFailedRefunds(db, since, maxAttempts);
  return {
    days: FAILED_REFUNDS_ALERT_DAYS,
    refunds: rows.map((r) => ({ ...r, requested_at: r.requested_at.toISOString() })),
  };
}

/** A new-card payload after validation (number digits only, fields trimmed). */
export type NewCard = z.output<typeof newCardPayload>;

/** What another module may know of the card on file: enough to charge it and to name it. */
export type CardOnFile = { gateway: string; token: string; brand: CardBrand; last4: string };

/** Entering card data and paying are the card holder's own acts (decision 011). */
export function assertMayPay(user: AuthenticatedUser) {
  if (user.actingAdmin) throw forbidden(ACTING_ADMIN_CANNOT_PAY);
}

const DECLINE_FIELDS: Partial<Record<DeclineCode, string>> = {
  invalid_number: 'cc',
  card_not_supported: 'cc',
  incorrect_cvc: 'ccv2',
  expired_card: 'exp_yyyymm',
};

/** A gateway refusal as the reply: 402 with the message for the card holder. */
export function declined(decline: GatewayDecline): AppError {
  return new AppError(402, decline.code, decline.message, DECLINE_FIELDS[decline.code]);
}

/** Hands a card to the gateway; its refusal becomes a 402. Only the reference and its facts come back. */
export async function vaultCard({ gateway, card }: { gateway: PaymentGateway; card: NewCard }): Promise<VaultedCard> {
  const result = await gateway.vaultCard({
    number: card.cc,
    expYyyymm: card.exp_yyyymm,
    securityCode: card.ccv2,
    holderName: `${card.firstname} ${card.lastname}`,
    billingZip: card.zip,
  });
  if (!result.ok) throw declined(result);
  return result;
}

/** GET mti/payment: the stored card, or an empty object. */
export async function getStoredCard({ db, siteId }: { db: Db; siteId: string }): Promise<StoredCardResponse> {
  const row = await findPaymentMethod(db, siteId);
  return row ? toPaymentRecord(row) : {};
}

/** For prospects: the card on file to charge, or null. */
export async function findCardOnFile({ db, siteId }: { db: Db; siteId: string }): Promise<CardOnFile | null> {
  const row = await findPaymentMethod(db, siteId);
  return row ? { gateway: row.gateway, token: row.gatewayToken, brand: row.brand, last4: row.last4 } : null;
}

/** POST mti/payment/addcc: verifies and vaults the card, then makes it the card on file (add or update). */
export async function saveCard({
  db,
  gateway,
  user,
  card,
  ip,
}: {
  db: Db;
  gateway: PaymentGateway;
  user: AuthenticatedUser;
  card: NewCard;
  ip: string | null;
}): Promise<PaymentRecord> {
  assertMayPay(user);
  let vaulted: VaultedCard;
  try {
    vaulted = await vaultCard({ gateway, card });
  } catch (error) {
    if (error instanceof AppError) {
      await writeAudit(db, { actor: user.siteId, action: 'payment_method.declined', ip, detail: { code: error.code } });
    }
    throw error;
  }
  return storeVaultedCard({ db, gateway, siteId: user.siteId, vaulted, card, ip });
}

/** The first moment of the orders window: the same day and time, twelve months back. */
export function ordersWindowStart(now: Date): Date {
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - ORDERS_WINDOW_MONTHS);
  return start;
}

/** The line My Account adds to a refunded order's summary (decision 063). */
export const refundedLine = (cents: number) => `<br><em>Refunded $${(cents / 100).toFixed(2)}</em>`;

/** GET mti/orders: the user's orders of the past 12 months, newest first; a refund is named in the summary. */
export async function listRecentOrders({
  db,
  siteId,
  now = new Date(),
}: {
  db: Db;
  siteId: string;
  now?: Date;
}): Promise<OrderRecord[]> {
  const rows = await listOrdersSince(db, siteId, ordersWindowStart(now));
  const refunded = await refundedCentsOfOrders(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    created_date: row.createdAt.toISOString(),
    total: row.totalCents / 100,
    description: row.description + (refunded.has(row.id) ? refundedLine(refunded.get(row.id) ?? 0) : ''),
    id: row.id,
  }));
}

/** For prospects, inside its purchase transaction: writes the order of a paid purchase. */
export async function recordOrder({
  db,
  order,
}: {
  db: Db;
  order: Omit<OrderInsert, 'id' | 'createdAt'>;
}): Promise<{ id: number }> {
  const row = await insertOrder(db, order);
  return { id: row.id };
}
