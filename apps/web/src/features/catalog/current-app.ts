// Which app a viewer route shows (spec §2, §6): the app parameter is {role}-{urlkey}, and the
// product role is the part before the dash; the e-mail tool's route carries the app's appurl.
import type { ProductRecord } from '@mti/contracts/catalog/catalog-api';

export type CurrentApp = { role: string; matches: (product: ProductRecord) => boolean };

const VIEWER = /^\/(?:analytics|analyzer|tableau)\/viewer\/([^/]+)/i;
const CDS = /^\/cds\/([^/]+)/i;
/**
 * Apps with a route of their own: any screen below their appurl. The passport's e-mail campaigns
 * (appurl passport/campaigns) are their own launcher card inside the passport's routes.
 */
const OWN_ROUTE = /^\/((passport)(?:\/campaigns)?)(?:\/|$)/i;

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The app's route as its appurl spells it: no leading slash, no query. */
function appRoute(appurl: string): string {
  return (appurl.split(/[?#]/)[0] ?? '').replace(/^\/+/, '').toLowerCase();
}

export function currentAppFromPath(pathname: string): CurrentApp | null {
  const route = decode(pathname).replace(/^\/+/, '').replace(/\/+$/, '').toLowerCase();
  const viewer = VIEWER.exec(pathname);
  if (viewer?.[1]) {
    const app = decode(viewer[1]);
    const dash = app.indexOf('-');
    if (dash <= 0) return null;
    const role = app.slice(0, dash);
    const urlKey = app.slice(dash + 1);
    return {
      role,
      matches: (p) => (p.mti_role_name === role && p.url_key === urlKey) || appRoute(p.appurl) === route,
    };
  }
  const own = OWN_ROUTE.exec(pathname);
  if (own?.[1] && own[2]) {
    const base = own[1].toLowerCase();
    return { role: own[2].toLowerCase(), matches: (p) => appRoute(p.appurl) === base };
  }
  const cds = CDS.exec(pathname);
  if (cds?.[1]) {
    const appurl = decode(cds[1]);
    const role = appurl.split('-')[0] ?? appurl;
    return role ? { role, matches: (p) => p.appurl === appurl || appRoute(p.appurl) === route } : null;
  }
  return null;
}
