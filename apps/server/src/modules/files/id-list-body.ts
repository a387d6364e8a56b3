// The bodies of Pentaho's PUT calls (delete, restore, deletepermanent, createDir): FileResource
// consumes */* and reads the body as one string, so a client may send the comma-separated ids as
// text/plain (Pentaho's own GWT client), application/x-www-form-urlencoded (jQuery's default for
// a string) or anything else. Here every body of these routes is read as text; a form-encoded one
// is percent-decoded first (jQuery sends a string as it is, a form library encodes it).
import type { FastifyInstance } from 'fastify';

function decodeForm(body: string): string {
  try {
    return decodeURIComponent(body.replace(/\+/g, ' '));
  } catch {
    return body; // not percent-encoded after all: taken as it came
  }
}

/** In the calling plugin only (encapsulated): every content type, and none, parsed as text. */
export function readEveryBodyAsText(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    const type = String(request.headers['content-type'] ?? '').toLowerCase();
    done(null, type.startsWith('application/x-www-form-urlencoded') ? decodeForm(text) : text);
  });
}
