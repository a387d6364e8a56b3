// "Share" for the owner of a saved analysis (decision 075): colleagues of the same organisation may
// open it read-only at its shareable address (and save a copy of their own), or only the owner.
import { Badge, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { AnalysisShareAccess } from '@mti/contracts/analytics/saved-analysis-api';
import { IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { useShareAnalysis } from '../api/share-analysis.ts';

export const SHARE_TEXT = {
  shared: 'Colleagues of your organisation can open this analysis read-only at this address and save a copy.',
  private: 'Only you can open this analysis. Share it read-only with the colleagues of your organisation?',
  badge: 'Shared with your organisation',
} as const;

type ShareAnalysisProps = {
  fileId: string;
  shared: AnalysisShareAccess;
  /** The analysis's full shareable address, to copy. */
  address: string;
};

export function ShareAnalysis({ fileId, shared, address }: ShareAnalysisProps) {
  const [opened, setOpened] = useState(false);
  const share = useShareAnalysis(fileId);
  const isShared = shared === 'read';
  const change = (access: AnalysisShareAccess) => share.mutate(access);
  return (
    <>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconShare size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Share…
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Share with your organisation"
        closeButtonProps={{ 'aria-label': 'Close the share dialog' }}
      >
        <Stack gap="sm">
          <Text size="sm">{isShared ? SHARE_TEXT.shared : SHARE_TEXT.private}</Text>
          {isShared && (
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                label="Address"
                value={address}
                readOnly
                style={{ flex: 1 }}
                onFocus={(e) => e.currentTarget.select()}
              />
              <CopyButton value={address}>
                {({ copied, copy }) => (
                  <Button variant="default" onClick={copy}>
                    {copied ? 'Copied' : 'Copy'}
                  </Button>
                )}
              </CopyButton>
            </Group>
          )}
          {share.isError && (
            <Text size="sm" c="red" role="alert">
              {serverMessageOr(share.error, 'The share could not be changed. Please try again.')}
            </Text>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setOpened(false)}>
              Close
            </Button>
            <Button
              variant={isShared ? 'default' : 'filled'}
              loading={share.isPending}
              onClick={() => change(isShared ? 'none' : 'read')}
            >
              {isShared ? 'Stop sharing' : 'Share read-only with my organisation'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

export function SharedBadge() {
  return (
    <Badge color="teal.2" variant="filled" autoContrast size="sm" radius="sm">
      {SHARE_TEXT.badge}
    </Badge>
  );
}
