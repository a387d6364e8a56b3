// An app's terms text as the console stores it and the launcher's terms dialog shows it (issue 19,
// decision 078): plain text with three marks, so an administrator can write it and nobody can put
// markup or scripts into a member's page. Blocks are separated by a blank line; a line starting
// "## " is a heading; lines starting "- " are a list; anything else is a paragraph. Inside a block
// `[words](address)` is a link to a portal page (/legal/...), a mailto: or an https:// address.

export type TermsInline = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };
export type TermsBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; parts: TermsInline[] }
  | { kind: 'list'; items: TermsInline[][] };

export const TERMS_TEXT_MAX = 20_000;
export const TERMS_TEXT_BLANK = 'Write the terms text.';
export const TERMS_TEXT_TOO_LONG = `The terms text is too long: at most ${TERMS_TEXT_MAX.toLocaleString('en-US')} characters.`;
export const TERMS_TEXT_UNCHANGED = 'This is the text members already see. Change it before publishing a new version.';
export const termsLinkRefused = (href: string) =>
  `The link "${href}" is not allowed: use a portal page such as /legal/terms-of-use, a mailto: or an https:// address.`;

const LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;
const ALLOWED_HREF = /^(\/[a-z0-9/_-]*|mailto:[^\s<>"]+@[^\s<>"]+|https:\/\/[^\s<>"]+)$/i;

/** A block's text with its links made parts. */
export function termsInline(text: string): TermsInline[] {
  const parts: TermsInline[] = [];
  let at = 0;
  for (const m of text.matchAll(LINK)) {
    if (m.index > at) parts.push({ kind: 'text', text: text.slice(at, m.index) });
    parts.push({ kind: 'link', text: m[1] as string, href: m[2] as string });
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push({ kind: 'text', text: text.slice(at) });
  return parts;
}

/** May a terms text link to `href`? A portal path, a mailto: or an https:// address; never `//host`. */
export const termsHrefAllowed = (href: string) => ALLOWED_HREF.test(href) && !href.startsWith('//');

const joinLines = (lines: string[]) => lines.map((l) => l.trim()).join(' ');

/** The blocks of a terms text, in order. */
export function parseTermsText(body: string): TermsBlock[] {
  const blocks: TermsBlock[] = [];
  for (const chunk of body.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk.split('\n').filter((l) => l.trim() !== '');
    if (lines.length === 0) continue;
    const first = lines[0]?.trim() ?? '';
    if (first.startsWith('## ')) {
      blocks.push({ kind: 'heading', text: first.slice(3).trim() });
      if (lines.length > 1) blocks.push({ kind: 'paragraph', parts: termsInline(joinLines(lines.slice(1))) });
    } else if (first.startsWith('- ')) {
      const items: string[][] = [];
      for (const line of lines) {
        if (line.trim().startsWith('- ')) items.push([line.trim().slice(2)]);
        else items[items.length - 1]?.push(line);
      }
      blocks.push({ kind: 'list', items: items.map((item) => termsInline(joinLines(item))) });
    } else {
      blocks.push({ kind: 'paragraph', parts: termsInline(joinLines(lines)) });
    }
  }
  return blocks;
}

/** Why a terms text cannot be published, or null. Shared by the console form and the server. */
export function termsTextProblem(body: string): string | null {
  const text = body.trim();
  if (!text) return TERMS_TEXT_BLANK;
  if (text.length > TERMS_TEXT_MAX) return TERMS_TEXT_TOO_LONG;
  for (const m of text.matchAll(LINK)) {
    const href = m[2] as string;
    if (!termsHrefAllowed(href)) return termsLinkRefused(href);
  }
  return null;
}

/** The words of a terms text without its marks (headings, paragraphs and list items on their own lines): for the site search. */
export function termsPlainText(body: string): string {
  const inline = (parts: TermsInline[]) => parts.map((p) => p.text).join('');
  return parseTermsText(body)
    .map((block) => {
      if (block.kind === 'heading') return block.text;
      if (block.kind === 'paragraph') return inline(block.parts);
      return block.items.map(inline).join('\n');
    })
    .join('\n');
}
