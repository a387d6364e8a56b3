// The regional event registration hosts of the event sign-on (decision 049), read from
// EVENT_SIGNON_HOSTS ("marker=url,marker=url") and their shared secrets from EVENT_SIGNON_SECRETS
// ("marker=secret,…"). Checked once at start: a bad entry stops the server with its name, so a
// typo can never turn the redirect page into a redirect to somewhere else.
import { EVENT_MARKER_PATTERN } from '@mti/contracts/identity/event-signon-api';

export type EventHost = { marker: string; url: URL; secret: string | null };

/** The four regional shows' registration hosts, used when EVENT_SIGNON_HOSTS is unset (sample hosts). */
export const DEFAULT_EVENT_SIGNON_HOSTS = [
  'east=https://register.east.mti-events.example/sso',
  'south=https://register.south.mti-events.example/sso',
  'central=https://register.central.mti-events.example/sso',
  'west=https://register.west.mti-events.example/sso',
].join(',');

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
const MIN_SECRET_LENGTH = 24;

function pairs(text: string, variable: string): [string, string][] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const at = entry.indexOf('=');
      const marker = entry.slice(0, at).trim();
      if (at < 1 || !EVENT_MARKER_PATTERN.test(marker)) {
        throw new Error(`${variable}: "${marker || entry}" is not a marker (a-z, 0-9, dashes) followed by =`);
      }
      return [marker, entry.slice(at + 1).trim()];
    });
}

function hostUrl(marker: string, text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`EVENT_SIGNON_HOSTS: the address of ${marker} is not a URL`);
  }
  // Plain http only to this machine (a test host); anywhere else the token would cross the network in clear.
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
  if (!secure || url.username || url.password || url.hash) {
    throw new Error(
      `EVENT_SIGNON_HOSTS: the address of ${marker} must be https (http only on 127.0.0.1), without credentials or fragment`,
    );
  }
  return url;
}

/** Parses the two variables into the configured hosts, by marker. */
export function parseEventHosts(hostsText: string, secretsText = ''): ReadonlyMap<string, EventHost> {
  const secrets = new Map(pairs(secretsText, 'EVENT_SIGNON_SECRETS'));
  const hosts = new Map<string, EventHost>();
  for (const [marker, text] of pairs(hostsText, 'EVENT_SIGNON_HOSTS')) {
    if (hosts.has(marker)) throw new Error(`EVENT_SIGNON_HOSTS: ${marker} is listed twice`);
    hosts.set(marker, { marker, url: hostUrl(marker, text), secret: secrets.get(marker) ?? null });
  }
  for (const [marker, secret] of secrets) {
    if (!hosts.has(marker)) throw new Error(`EVENT_SIGNON_SECRETS: ${marker} is not in EVENT_SIGNON_HOSTS`);
    if (secret.length < MIN_SECRET_LENGTH) {
      throw new Error(`EVENT_SIGNON_SECRETS: the secret of ${marker} must be at least ${MIN_SECRET_LENGTH} characters`);
    }
  }
  return hosts;
}

/** The address the browser is sent to: the configured one, with the token added to its query. */
export function addressWithToken(host: EventHost, token: string): string {
  const url = new URL(host.url);
  url.searchParams.set('token', token);
  return url.toString();
}
