// A stand-in for a regional event's registration host (decision 049), on 127.0.0.1: it takes the
// browser arriving with ?token=…, exchanges the token at the portal (server to server, HTTP Basic
// marker:secret) and greets the user by the name and e-mail it got back.
import { createServer, type Server } from 'node:http';

/** The east host's shared secret, given to the portal by the global setup. */
export const E2E_EVENT_HOST_SECRET = 'e2e-east-event-host-secret-0123456789';

export type ExchangeResult = { status: number; body: { name?: string; email?: string; code?: string } };

/** Exchanges a token at the portal as the east host does. */
export async function exchangeAsEastHost(portalUrl: string, token: string): Promise<ExchangeResult> {
  const res = await fetch(`${portalUrl}/event-hosts/verify`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`east:${E2E_EVENT_HOST_SECRET}`).toString('base64')}`,
    },
    body: JSON.stringify({ token }),
  });
  return { status: res.status, body: await res.json() };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Serves the east host on the given port; `tokens` receives every token that arrived. */
export async function startEastEventHost(
  port: number,
  portalUrl: string,
): Promise<{ tokens: string[]; close: () => Promise<void> }> {
  const tokens: string[] = [];
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    // Only the registration page takes tokens (the browser also asks for /favicon.ico).
    if (url.pathname !== '/register') {
      res.statusCode = 404;
      res.end();
      return;
    }
    const token = url.searchParams.get('token') ?? '';
    tokens.push(token);
    const { status, body } = await exchangeAsEastHost(portalUrl, token);
    const greeting =
      status === 200
        ? `Welcome, ${escapeHtml(body.name ?? '')} (${escapeHtml(body.email ?? '')})`
        : `Sign-on refused: ${escapeHtml(body.code ?? String(status))}`;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(
      `<!doctype html><html lang="en"><title>East Regional registration</title><main><h1>East Regional registration</h1><p>Show: ${escapeHtml(url.searchParams.get('show') ?? '')}</p><p>${greeting}</p></main></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { tokens, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
