// The app's title as the launcher will show it: the HTML the administrator typed, sanitised by the
// launcher's own rule (only inline formatting), so what is previewed is what members see.
import { Paper, Text } from '@mantine/core';
import { sanitizeAppTitle } from '../../../lib/app-title.ts';

export function AppTitlePreview({ html }: { html: string }) {
  return (
    <Paper withBorder p="sm" aria-label="Preview of the title in the launcher" role="region">
      <Text size="xs" c="dimmed">
        Preview (as members see it)
      </Text>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised to inline formatting by sanitizeAppTitle. */}
      <Text fw={600} dangerouslySetInnerHTML={{ __html: sanitizeAppTitle(html) }} />
    </Paper>
  );
}
