// A reference from one legal text to another. On a page it is a plain link; inside a dialog (the
// terms dialogs) it opens the other text as a popup over the dialog, so the visitor never leaves
// the question they are answering.

import { type ReactNode, useContext } from 'react';
import { LegalPopupLink } from '../../components/legal-popup-link.tsx';
import { type LegalDocument, LegalDocumentsContext } from './legal-documents-context.ts';

type LegalReferenceProps = { to: LegalDocument; inDialog: boolean; children: ReactNode };

export function LegalReference({ to, inDialog, children }: LegalReferenceProps) {
  const documents = useContext(LegalDocumentsContext);
  const href = `/legal/${to}`;
  if (inDialog && documents) {
    const { title, Content } = documents[to];
    return (
      <LegalPopupLink href={href} title={title} Content={Content}>
        {children}
      </LegalPopupLink>
    );
  }
  return <a href={href}>{children}</a>;
}
