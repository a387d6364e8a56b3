// A link to a legal text that opens it as a popup (spec §2: terms-of-use "also available as a
// popup", gdpr-terms "popup"), for use inside the terms dialogs and forms that ask for consent.
// Opened in a new tab or window (modifier keys, middle click) it is an ordinary link to the page.
// It knows no text: content/legal/legal-reference.tsx passes the one to show.
import { Anchor, Button, Group, Modal, ScrollArea } from '@mantine/core';
import { type ComponentType, type MouseEvent, type ReactNode, Suspense, useState } from 'react';
import { PageLoader } from './page-loader.tsx';

/** A text to show in the dialog, loaded when first shown; content/legal/legal-documents.ts lists the legal ones. */
type PopupContent = ComponentType<{ headingLevel?: 2 | 3 }>;

type LegalPopupLinkProps = { href: string; title: string; Content: PopupContent; children: ReactNode };

export function LegalPopupLink({ href, title, Content, children }: LegalPopupLinkProps) {
  const [opened, setOpened] = useState(false);
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
      <LegalDialog href={href} title={title} Content={Content} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}

type LegalDialogProps = { href: string; title: string; Content: PopupContent; opened: boolean; onClose: () => void };

/** The legal text in a dialog, with a Close button and a link to the page. */
export function LegalDialog({ href, title, Content, opened, onClose }: LegalDialogProps) {
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
        <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
          Open as a page
        </Anchor>
        <Button onClick={onClose}>Close</Button>
      </Group>
    </Modal>
  );
}
