// A link to a legal text that opens it as a popup (spec §2: terms-of-use "also available as a
// popup", gdpr-terms "popup"), for use inside the terms dialogs and forms that ask for consent.
// Opened in a new tab or window (modifier keys, middle click) it is an ordinary link to the page.
import { Anchor, Button, Group, Modal, ScrollArea } from '@mantine/core';
import { lazy, type MouseEvent, type ReactNode, Suspense, useState } from 'react';
import { PageLoader } from './page-loader.tsx';

export type LegalDocument = 'terms-of-use' | 'gdpr-terms' | 'privacy-policy' | 'techtrends-terms';

const documents: Record<LegalDocument, { title: string; Content: ReturnType<typeof lazy<ContentComponent>> }> = {
  'terms-of-use': {
    title: 'Terms of Use',
    Content: lazy(async () => ({ default: (await import('../content/legal/terms-of-use.tsx')).TermsOfUseContent })),
  },
  'gdpr-terms': {
    title: 'IMTS Exhibitor Passport GDPR Terms',
    Content: lazy(async () => ({ default: (await import('../content/legal/gdpr-terms.tsx')).GdprTermsContent })),
  },
  'privacy-policy': {
    title: 'Privacy Policy',
    Content: lazy(async () => ({
      default: (await import('../content/legal/privacy-policy.tsx')).PrivacyPolicyContent,
    })),
  },
  'techtrends-terms': {
    title: 'Supplemental Terms for the Technology Trends Service',
    Content: lazy(async () => ({
      default: (await import('../content/legal/techtrends-terms.tsx')).TechTrendsTermsContent,
    })),
  },
};
type ContentComponent = (props: { headingLevel?: 2 | 3 }) => ReactNode;

type LegalPopupLinkProps = { document: LegalDocument; children: ReactNode };

export function LegalPopupLink({ document, children }: LegalPopupLinkProps) {
  const [opened, setOpened] = useState(false);
  const href = `/legal/${document}`;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpened(true);
  };
  return (
    <>
      <Anchor href={href} onClick={onClick} aria-haspopup="dialog">
        {children}
      </Anchor>
      <LegalDialog document={document} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

type LegalDialogProps = { document: LegalDocument; opened: boolean; onClose: () => void };

/** The legal text in a dialog, with a Close button and a link to the page. */
export function LegalDialog({ document, opened, onClose }: LegalDialogProps) {
  const { title, Content } = documents[document];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      centered
      zIndex={310}
      closeButtonProps={{ 'aria-label': `Close ${title}` }}
    >
      <ScrollArea.Autosize
        mah="60vh"
        type="auto"
        offsetScrollbars
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': title }}
      >
        <Suspense fallback={<PageLoader />}>
          <Content headingLevel={3} />
        </Suspense>
      </ScrollArea.Autosize>
      <Group justify="space-between" mt="lg">
        <Anchor href={`/legal/${document}`} target="_blank" rel="noopener noreferrer" size="sm">
          Open as a page
        </Anchor>
        <Button onClick={onClose}>Close</Button>
      </Group>
    </Modal>
  );
}
