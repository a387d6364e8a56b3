// A fake of the server for component tests: answers fetch calls by method and path, and keeps
// every call for inspection. Unknown calls fail the test loudly.
import { vi } from 'vitest';

/** body is sent as JSON; raw (a file's text) as it is, with the headers given. */
export type FakeReply = { status?: number; body?: unknown; raw?: string; headers?: Record<string, string> };
type Handler = FakeReply | ((call: FakeCall) => FakeReply | Promise<FakeReply>);
export type FakeCall = { method: string; path: string; url: URL; headers: Headers; body: unknown };

export function fakeApi(routes: Record<string, Handler>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const call: FakeCall = {
      method,
      path: url.pathname,
      url,
      headers: new Headers(init?.headers),
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) throw new Error(`fakeApi: no reply for ${method} ${url.pathname}`);
    const reply = typeof handler === 'function' ? await handler(call) : handler;
    if (reply.raw !== undefined) {
      return new Response(reply.raw, { status: reply.status ?? 200, headers: reply.headers });
    }
    const body = reply.body === undefined ? null : JSON.stringify(reply.body);
    return new Response(body, {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The calls made to one `METHOD /path`. */
    callsTo: (route: string) => calls.filter((c) => `${c.method} ${c.path}` === route),
  };
}
