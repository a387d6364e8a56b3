// Where opening an app leads (spec §2, §4): its appurl is a route of the portal (a viewer such as
// analytics/viewer/{role}-{urlkey}, analyzer/viewer/..., tableau/viewer/..., or cds/{appurl}),
// or an external address, which opens in a new window; so does a target of _blank.
import type { ProductRecord } from '@mti/contracts/catalog/catalog-api';

export type AppTarget = { kind: 'route'; to: string } | { kind: 'external'; href: string };

type TargetFields = Pick<ProductRecord, 'target' | 'appurl'>;

const isAbsoluteUrl = (url: string) => /^https?:\/\//i.test(url);

export function appTarget(app: TargetFields): AppTarget | null {
  const appurl = app.appurl.trim();
  if (isAbsoluteUrl(appurl)) return { kind: 'external', href: appurl };
  // A protocol-relative or scheme-carrying value (javascript:, //host) is never followed.
  if (!appurl || appurl.startsWith('//') || /^[a-z][a-z\d+.-]*:/i.test(appurl)) return null;
  const route = appurl.startsWith('/') ? appurl : `/${appurl}`;
  return app.target === '_blank' ? { kind: 'external', href: route } : { kind: 'route', to: route };
}

/** Opens a target in a new window that cannot reach back into the portal. */
export function openExternal(href: string) {
  window.open(href, '_blank', 'noopener,noreferrer');
}
