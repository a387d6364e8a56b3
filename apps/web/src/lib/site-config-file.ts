// The main configuration for the prerendered pages' small scripts (app/static-page.ts), without
// React Query or zod: fetched once per page, and null when it cannot be read (the page then keeps
// the authored defaults it was built with). Inside the app, lib/site-config.ts reads the same file.
const CONFIG_URL = '/assets/config/config.json';

export async function loadSiteConfigFile(): Promise<unknown> {
  try {
    const response = await fetch(CONFIG_URL, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
    return response.ok ? await response.json() : null;
  } catch {
    return null;
  }
}
