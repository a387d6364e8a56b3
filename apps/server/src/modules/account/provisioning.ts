// The bulk writes that set up account data (demo cards and orders): the seed uses them today, the
// admin console later.
import type { Db } from '../../platform/db.ts';
import type { PaymentGateway } from '../../platform/payment-gateway.ts';
import {
  deleteOrderOfProspectTransaction,
  deletePaymentMethod,
  type OrderInsert,
  upsertOrderWithId,
} from './queries.ts';
import { type NewCard, vaultCard } from './service.ts';
import { storeVaultedCard } from './stored-card.ts';

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
