// A campaign message as the bytes a relay gets (decision 094): multipart/alternative, a text and an
// HTML part, both UTF-8 in quoted-printable, built with string work instead of nodemailer's MIME
// composer (streams and transforms per message, most of the sender's CPU at 50,000 messages). The
// headers that stay the same for a campaign (From, Reply-To) are encoded once and kept.
// What a mail client reads from it is the same as what nodemailer made from the same fields
// (`mime.test.ts` parses both as the relay receives them).

/** An address the relay cannot take as it is (non-ASCII, or a character that would break the header). */
export const ADDRESS_NOT_SENDABLE = 'EADDRESS';

export type MimeMail = {
  /** `"Name" <address>` or a bare address: from fromHeader(), or MAIL_FROM for proofs. */
  from: string;
  replyTo: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  /** Extra headers (List-Unsubscribe), ASCII, written as they are. */
  headers: Record<string, string>;
};

export type BuiltMessage = { envelope: { from: string; to: string[] }; raw: Buffer };

// The boundary holds "=_", which quoted-printable output never does (a literal "=" is always
// "=3D"), so it cannot turn up inside a part, and one fixed boundary serves every message.
const BOUNDARY = '=_mti-campaign-part';
const MAX_LINE = 76; // quoted-printable, RFC 2045
// One encoded word at most 52 characters, so that a header line holding one stays within 76 (RFC 2047 §2).
const MAX_WORD_TEXT = 52 - '=?UTF-8?Q??='.length;
const HEX = '0123456789ABCDEF';

/** Header text: as it is when printable ASCII; otherwise RFC 2047 encoded words, folded. */
export function encodeHeaderText(value: string): string {
  if (/^[\x20-\x7e]*$/.test(value) && !value.includes('=?')) return foldAtSpaces(value);
  const words: string[] = [];
  let word = '';
  for (const char of value) {
    const encoded = qEncodeChar(char);
    if (word.length + encoded.length > MAX_WORD_TEXT) {
      words.push(`=?UTF-8?Q?${word}?=`);
      word = '';
    }
    word += encoded;
  }
  words.push(`=?UTF-8?Q?${word}?=`);
  return words.join('\r\n ');
}

/** Q encoding (RFC 2047 §5, the strict set that is valid in a display name too). */
function qEncodeChar(char: string): string {
  if (char === ' ') return '_';
  if (/^[A-Za-z0-9!*+\-/]$/.test(char)) return char;
  let out = '';
  for (const byte of Buffer.from(char, 'utf8')) out += `=${HEX[byte >> 4]}${HEX[byte & 15]}`;
  return out;
}

/** Long ASCII header text broken before spaces (RFC 5322 folding: a reader removes only the CRLF). */
function foldAtSpaces(value: string): string {
  if (value.length <= 66) return value;
  const lines: string[] = [];
  let rest = value;
  while (rest.length > 66) {
    const at = rest.lastIndexOf(' ', 66);
    if (at <= 0) break;
    lines.push(rest.slice(0, at));
    rest = rest.slice(at);
  }
  lines.push(rest);
  return lines.join('\r\n');
}

/** `"Name" <address>` or `Name <address>` or `address`, split; the name is unquoted. */
function parseMailbox(value: string): { name: string; address: string } {
  const angle = /^\s*(.*?)\s*<([^<>]*)>\s*$/.exec(value);
  if (!angle) return { name: '', address: value.trim() };
  const raw = angle[1] ?? '';
  const name = raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw;
  return { name, address: (angle[2] ?? '').trim() };
}

function sendableAddress(address: string): string {
  if (!/^[\x21-\x7e]+@[\x21-\x7e]+$/.test(address) || /[<>(),;:"\\[\]]/.test(address)) {
    throw Object.assign(new Error(`the address ${JSON.stringify(address)} cannot be sent to as it is`), {
      code: ADDRESS_NOT_SENDABLE,
    });
  }
  return address;
}

function mailboxHeader(value: string): { header: string; address: string } {
  const { name, address } = parseMailbox(value);
  const sendable = sendableAddress(address);
  if (!name) return { header: sendable, address: sendable };
  const display =
    /^[\x20-\x7e]*$/.test(name) && !name.includes('=?')
      ? `"${name.replace(/["\\]/g, '\\$&')}"`
      : encodeHeaderText(name);
  return { header: `${display} <${sendable}>`, address: sendable };
}

/** UTF-8 text in quoted-printable, CRLF line breaks, lines of at most 76 characters. */
export function quotedPrintable(text: string): string {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  return lines.map(encodeLine).join('\r\n');
}

function encodeLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  let out = '';
  let width = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i] as number;
    const last = i === bytes.length - 1;
    // Printable ASCII but "=" as it is; a space or tab too unless it ends the line (RFC 2045 rule 3).
    const literal = (byte >= 33 && byte <= 126 && byte !== 61) || ((byte === 32 || byte === 9) && !last);
    const piece = literal ? String.fromCharCode(byte) : `=${HEX[byte >> 4]}${HEX[byte & 15]}`;
    // A soft break ("=" at the end) before a piece that would pass the limit; the last piece of a
    // line may use the column the "=" would have taken.
    if (width + piece.length > (last ? MAX_LINE : MAX_LINE - 1)) {
      out += '=\r\n';
      width = 0;
    }
    out += piece;
    width += piece.length;
  }
  return out;
}

/** RFC 5322 date, as nodemailer writes it (`Sun, 29 Nov 2026 03:00:55 +0000`). */
const dateHeader = (date: Date) => date.toUTCString().replace(/GMT$/, '+0000');

type CampaignHeaders = { lines: string; from: string };
let lastHeaders: { key: string; value: CampaignHeaders } | undefined;

/** From and Reply-To encoded once per campaign (the sender sends a campaign's messages together). */
function campaignHeaders(from: string, replyTo: string): CampaignHeaders {
  const key = `${from}\n${replyTo}`;
  if (lastHeaders?.key === key) return lastHeaders.value;
  const sender = mailboxHeader(from);
  const value = {
    lines: `From: ${sender.header}\r\nReply-To: ${mailboxHeader(replyTo).header}\r\n`,
    from: sender.address,
  };
  lastHeaders = { key, value };
  return value;
}

export function buildMessage(mail: MimeMail, date = new Date()): BuiltMessage {
  const fixed = campaignHeaders(mail.from, mail.replyTo);
  const to = mailboxHeader(mail.to);
  const extra = Object.entries(mail.headers)
    .map(([name, value]) => `${name}: ${value.replace(/[\r\n]+/g, ' ')}\r\n`)
    .join('');
  const part = (type: string, body: string) =>
    `--${BOUNDARY}\r\nContent-Type: ${type}; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n` +
    `${quotedPrintable(body)}\r\n`;
  const message =
    `${fixed.lines}To: ${to.header}\r\nSubject: ${encodeHeaderText(mail.subject)}\r\n` +
    `Message-ID: ${mail.messageId}\r\nDate: ${dateHeader(date)}\r\n${extra}` +
    `MIME-Version: 1.0\r\nContent-Type: multipart/alternative; boundary="${BOUNDARY}"\r\n\r\n` +
    part('text/plain', mail.text) +
    part('text/html', mail.html) +
    `--${BOUNDARY}--\r\n`;
  return { envelope: { from: fixed.from, to: [to.address] }, raw: Buffer.from(message, 'utf8') };
}
