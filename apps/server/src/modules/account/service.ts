// My Account: the card on file (kept as a gateway token), and orders (spec §3, §4, §7).
import {
  ACTING_ADMIN_CANNOT_PAY,
  ORDERS_WINDOW_MONTHS,
  type OrderRecord,
  type PaymentRecord,
  type StoredCardResponse,
} from '@mti/contracts/account/account-api';
import type { CardBrand, newCardPayload } from '@mti/contracts/account/card-form';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.ts';
import type { AuthenticatedUser } from '../../platform/auth.ts';
import { type Db, withTransaction } from '../../platform/db.ts';
import { AppError, forbidden } from '../../platform/errors.ts';
import type { DeclineCode, GatewayDecline, PaymentGateway, VaultedCard } from '../../platform/payment-gateway.ts';
import {
  deleteOrderOfProspectTransaction,
  deletePaymentMethod,
  findPaymentMethod,
  insertOrder,
  listOrdersSince,
  lockPaymentMethod,
  type OrderInsert,
  type PaymentMethodRow,
  upsertOrderWithId,
  upsertPaymentMethod,
} from './queries.ts';

/** A new-card payload after validation (number digits only, fields trimmed). */
export type NewCard = z.output<typeof newCardPayload>;

/** What another module may know of the card on file: enough to charge it and to name it. */
export type CardOnFile = { gateway: string; token: string; brand: CardBrand; last4: string };

function toPaymentRecord(row: PaymentMethodRow): PaymentRecord {
  return {
    firstname: row.firstname,
    lastname: row.lastname,
    last4digits: row.last4,
    exp_yyyymm: row.expYyyymm,
    street: row.street,
    city: row.city,
    state: row.state,
    zip: row.zip,
    brand: row.brand,
  };
}

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

async function storeVaultedCard({
  db,
  gateway,
  siteId,
  vaulted,
  card,
  ip,
}: {
  db: Db;
  gateway: PaymentGateway;
  siteId: string;
  vaulted: VaultedCard;
  card: Omit<NewCard, 'cc' | 'ccv2' | 'exp_yyyymm' | 'email'>;
  ip: string | null;
}): Promise<PaymentRecord> {
  const { saved, previous } = await withTransaction(db, async (tx) => {
    const previous = await lockPaymentMethod(tx, siteId);
    const saved = await upsertPaymentMethod(tx, {
      siteId,
      gateway: gateway.name,
      gatewayToken: vaulted.reference,
      brand: vaulted.brand,
      last4: vaulted.last4,
      expYyyymm: vaulted.expYyyymm,
      firstname: card.firstname,
      lastname: card.lastname,
      street: card.street,
      city: card.city,
      state: card.state,
      zip: card.zip,
    });
    return { saved, previous };
  });
  if (previous && previous.gateway === gateway.name && previous.gatewayToken !== vaulted.reference) {
    // The new card is saved either way; a replaced token left in the vault can only be charged by us.
    await gateway.removeCard(previous.gatewayToken).catch(() => {});
  }
  await writeAudit(db, {
    actor: siteId,
    action: previous ? 'payment_method.updated' : 'payment_method.added',
    subject: siteId,
    ip,
    detail: { brand: vaulted.brand, last4: vaulted.last4 },
  });
  return toPaymentRecord(saved);
}

/** The first moment of the orders window: the same day and time, twelve months back. */
export function ordersWindowStart(now: Date): Date {
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - ORDERS_WINDOW_MONTHS);
  return start;
}

/** GET mti/orders: the user's orders of the past 12 months, newest first. */
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
  return rows.map((row) => ({
    created_date: row.createdAt.toISOString(),
    total: row.totalCents / 100,
    description: row.description,
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

// ---- demo seed

/** Vaults a demo card through the gateway and makes it the user's card on file. */
export async function saveSeedCard({
  db,
  gateway,
  siteId,
  card,
}: {
  db: Db;
  gateway: PaymentGateway;
  siteId: string;
  card: NewCard;
}): Promise<void> {
  const vaulted = await vaultCard({ gateway, card });
  await storeVaultedCard({ db, gateway, siteId, vaulted, card, ip: null });
}

export async function saveSeedOrder({ db, order }: { db: Db; order: OrderInsert & { id: number } }): Promise<void> {
  await upsertOrderWithId(db, order);
}

/** A demo account that has no card in the demo loses one added since. */
export async function removeSeedCard({
  db,
  gateway,
  siteId,
}: {
  db: Db;
  gateway: PaymentGateway;
  siteId: string;
}): Promise<void> {
  const removed = await deletePaymentMethod(db, siteId);
  if (removed && removed.gateway === gateway.name) await gateway.removeCard(removed.gatewayToken);
}

/** A demo prospect transaction offered again loses the order of an earlier purchase. */
export async function forgetSeedProspectOrder({ db, tuid }: { db: Db; tuid: string }): Promise<void> {
  await deleteOrderOfProspectTransaction(db, tuid);
}
