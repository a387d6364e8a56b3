// The form that publishes a new version of an app's terms text: the text in the console's three
// marks, a preview drawn by the same component as the members' terms dialog, and Publish. The shared
// rule (not blank, not too long, links only to portal pages, mailto: or https://) shows its message
// once the field is left; the server checks it again and refuses a publish from an older version.
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import type { TermsTextDetail } from '@mti/contracts/admin/console-terms';
import { TERMS_TEXT_UNCHANGED, termsTextProblem } from '@mti/contracts/catalog/terms-text';
import type React from 'react';
import { useState } from 'react';
import { TermsText } from '../../../components/terms-text.tsx';

type TermsTextFormProps = {
  terms: TermsTextDetail;
  publishing: boolean;
  onPublish: (body: string) => void;
};

export function TermsTextForm({ terms, publishing, onPublish }: TermsTextFormProps) {
  const [body, setBody] = useState(terms.body ?? '');
  const [touched, setTouched] = useState(false);
  const problem = termsTextProblem(body) ?? (body.trim() === (terms.body ?? '') ? TERMS_TEXT_UNCHANGED : null);
  const next = terms.version + 1;
  return (
    <form
      aria-label={`Terms text of ${terms.terms_key}`}
      style={{ '--mantine-color-error': 'var(--mantine-color-red-9)' } as React.CSSProperties}
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!problem) onPublish(body.trim());
      }}
    >
      <Stack gap="sm">
        <Textarea
          label="Terms text"
          description='A blank line between paragraphs; "## " starts a heading, "- " a list item; [words](/legal/terms-of-use) is a link.'
          autosize
          minRows={8}
          maxRows={24}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={touched ? problem : undefined}
        />
        <Paper withBorder p="md" component="section" aria-label="Preview of the terms dialog">
          <Title order={3} size="h5" mb="xs">
            Preview: what members see
          </Title>
          {body.trim() ? <TermsText body={body} /> : <Text c="dimmed">Nothing to preview yet.</Text>}
        </Paper>
        <Text size="sm">
          Publishing makes this version {next}. Members who accepted version {terms.version || 'none'} are asked to
          accept again when they next open {terms.apps.join(', ') || 'the app'}.
        </Text>
        <Group>
          <Button type="submit" loading={publishing}>
            Publish version {next}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
