// Dialog kind "terms" (spec §3 Modal types 2 and 3): a blocking dialog the user must answer with
// Accept or Cancel; outside clicks and Escape do not dismiss it.
import { Anchor, Modal, ScrollArea } from '@mantine/core';
import type { ReactNode } from 'react';
import { type ButtonLabelPair, DialogButtons } from './dialog-buttons.tsx';

type TermsDialogProps = {
  opened: boolean;
  title: string;
  /** The terms text, or a routed content component (Modal type 2). */
  children: ReactNode;
  buttonLabels?: ButtonLabelPair;
  onAccept: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** Where the full terms open in a new tab, leaving this dialog waiting for an answer. */
  fullTermsHref?: string;
  fullTermsLabel?: string;
};

export function TermsDialog({
  opened,
  title,
  children,
  buttonLabels = ['Accept', 'Cancel'],
  onAccept,
  onCancel,
  busy = false,
  fullTermsHref,
  fullTermsLabel = 'Open the full terms in a new tab',
}: TermsDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      size="lg"
      centered
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
    >
      {/* Focusable, so keyboard users can scroll a long text. */}
      <ScrollArea.Autosize
        mah="55vh"
        type="auto"
        offsetScrollbars
        viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': title }}
      >
        {children}
      </ScrollArea.Autosize>
      {fullTermsHref && (
        <Anchor href={fullTermsHref} target="_blank" rel="noopener noreferrer" size="sm" mt="md" display="block">
          {fullTermsLabel}
        </Anchor>
      )}
      <DialogButtons labels={buttonLabels} onConfirm={onAccept} onCancel={onCancel} busy={busy} />
    </Modal>
  );
}
