// What the identity calls need from the app (routes build it once) and what they know of the caller.
import type { FastifyBaseLogger } from 'fastify';
import type { AccessTokenClaims } from '../../platform/auth.ts';
import type { Db } from '../../platform/db.ts';
import type { Mailer } from '../../platform/mail.ts';

export type IdentityDeps = {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
  signAccessToken: (claims: AccessTokenClaims) => Promise<string>;
};

export type ClientInfo = { ip: string | null; userAgent: string | null };
