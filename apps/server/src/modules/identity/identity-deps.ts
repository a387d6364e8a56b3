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
  /** Reset-link and username-reminder requests queued per address and hour (config). */
  recoveryMailsPerHour: number;
};

/** The request id of the call, carried by the jobs it queues (their log lines show it). */
export type RequestRef = { requestId?: string | null };

export type ClientInfo = { ip: string | null; userAgent: string | null };
