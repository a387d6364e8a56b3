// The hash a suppression keeps instead of the e-mail address (its own file: the administrator's
// calls need it without the provisioning's imports, which would make an import cycle).
import { sha256Hex } from '../../platform/crypto.ts';

export const emailHash = (email: string) => sha256Hex(email.trim().toLowerCase());
