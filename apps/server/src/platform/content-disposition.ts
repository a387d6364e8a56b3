// The one Content-Disposition builder, on the `content-disposition` package: a plain `filename`
// every client reads, and for a name beyond ASCII an RFC 5987/6266 `filename*=UTF-8''…` as well,
// with every character outside attr-char (' ( ) * included) percent-encoded.
import { create } from 'content-disposition';

/** A file the browser saves (exports, bought downloads). */
export function attachment(fileName: string): string {
  return create(fileName, { type: 'attachment' });
}

/** A file the browser may show in place (My Files content). */
export function inline(fileName: string): string {
  return create(fileName, { type: 'inline' });
}
