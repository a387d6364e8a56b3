// The card on file as the portal keeps it: the gateway's token, brand, last 4, expiry and billing
// address (decision 011), written after the gateway vaulted the card.
import type { PaymentRecord } from '@mti/contracts/account/account-api';
import type { newCardPayload } from '@mti/contracts/account/card-form';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.ts';
import { type Db, withTransaction } from '../../platform/db.ts';
import type { PaymentGateway, VaultedCard } from '../../platform/payment-gateway.ts';
import { lockPaymentMethod, type PaymentMethodRow, upsertPaymentMethod } from './queries.ts';

/** What the portal keeps of the card form besides the vaulted card. */
type BillingAddress = Pick<
  z.output<typeof newCardPayload>,
  'firstname' | 'lastname' | 'street' | 'city' | 'state' | 'zip'
>;

export function toPaymentRecord(row: PaymentMethodRow): PaymentRecord {
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

/** Makes a vaulted card the user's card on file (add or update), and lets the vault forget the card it replaces. */
export async function storeVaultedCard({
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
  card: BillingAddress;
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
