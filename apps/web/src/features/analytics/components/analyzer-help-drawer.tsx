// The analyzer's "?": its help page (content/help/analyzer-help.tsx) in a drawer, so the analysis
// stays as it is behind it; a link opens the same text as a page of the help guide.
import { ActionIcon, Anchor, Drawer, Stack, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHelp } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AnalyzerHelpContent } from '../../../content/help/analyzer-help.tsx';
import { paths } from '../../../lib/paths.ts';

export function AnalyzerHelpButton() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Tooltip label="Analyzer help">
        <ActionIcon variant="default" size="md" aria-label="Analyzer help" aria-haspopup="dialog" onClick={open}>
          <IconHelp size={16} />
        </ActionIcon>
      </Tooltip>
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size="lg"
        title="How to use the analyzer"
        closeButtonProps={{ 'aria-label': 'Close the help' }}
      >
        <Stack gap="sm">
          <AnalyzerHelpContent />
          <Anchor component={Link} to={paths.analyzerHelp} target="_blank">
            Open this help as a page
          </Anchor>
        </Stack>
      </Drawer>
    </>
  );
}
