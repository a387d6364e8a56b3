// A reference from one legal text to another. On a page it is a plain link; inside a dialog (the
// terms dialogs) it opens the other text as a popup over the dialog, so the visitor never leaves
// the question they are answering.

import type { ReactNode } from 'react';
import { type LegalDocument, LegalPopupLink } from '../../components/legal-popup-link.tsx';

type LegalReferenceProps = { to: LegalDocument; inDialog: boolean; children: ReactNode };

export function LegalReference({ to, inDialog, children }: LegalReferenceProps) {
  if (inDialog) return <LegalPopupLink document={to}>{children}</LegalPopupLink>;
  return <a href={`/legal/${to}`}>{children}</a>;
}
