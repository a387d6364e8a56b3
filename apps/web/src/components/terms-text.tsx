// An app's terms text as stored (decision 078), drawn from its three marks (contracts/catalog/
// terms-text.ts): headings, lists, paragraphs and links. Never HTML: the text is an administrator's,
// shown to every member. The launcher's terms dialog and the console's preview both use this, so the
// preview is what members see. Inside a dialog, a link to another legal text opens it as a popup.
import { parseTermsText, type TermsInline, termsHrefAllowed } from '@mti/contracts/catalog/terms-text';
import type { LegalDocument } from '../content/legal/legal-documents-context.ts';
import { LegalReference } from '../content/legal/legal-reference.tsx';
import classes from '../content/legal/legal-text.module.css';

const LEGAL_DOCUMENTS: readonly LegalDocument[] = ['terms-of-use', 'gdpr-terms', 'privacy-policy', 'techtrends-terms'];

function Inline({ parts, inDialog }: { parts: TermsInline[]; inDialog: boolean }) {
  return parts.map((part, i) => {
    const key = `${i}`;
    // A refused address (only a preview can hold one: the server refuses it) shows as its words.
    if (part.kind === 'text' || !termsHrefAllowed(part.href)) return <span key={key}>{part.text}</span>;
    const legal = part.href.match(/^\/legal\/([a-z-]+)$/)?.[1] as LegalDocument | undefined;
    if (legal && LEGAL_DOCUMENTS.includes(legal)) {
      return (
        <LegalReference key={key} to={legal} inDialog={inDialog}>
          {part.text}
        </LegalReference>
      );
    }
    const external = part.href.startsWith('https://');
    return (
      <a key={key} href={part.href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {part.text}
      </a>
    );
  });
}

/** `headingLevel` 3 inside a dialog whose title is the level-2 heading. */
export function TermsText({ body, headingLevel = 3 }: { body: string; headingLevel?: 2 | 3 }) {
  const inDialog = headingLevel === 3;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={classes.text}>
      {parseTermsText(body).map((block, i) => {
        const key = `${block.kind}-${i}`;
        if (block.kind === 'heading') return <Heading key={key}>{block.text}</Heading>;
        if (block.kind === 'list') {
          return (
            <ul key={key}>
              {block.items.map((item, j) => {
                const itemKey = `${key}-${j}`;
                return (
                  <li key={itemKey}>
                    <Inline parts={item} inDialog={inDialog} />
                  </li>
                );
              })}
            </ul>
          );
        }
        return (
          <p key={key}>
            <Inline parts={block.parts} inDialog={inDialog} />
          </p>
        );
      })}
    </div>
  );
}
