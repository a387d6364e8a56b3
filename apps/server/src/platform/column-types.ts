// Column types drizzle lacks, shared by the modules' schemas.
import { customType } from 'drizzle-orm/pg-core';

/** bytea as a Buffer: PGlite hands back a Uint8Array, node-postgres a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => Buffer.from(value),
});
