// Catalogue › Terms texts (decision 078): each terms key the apps ask for, with its current version,
// when it was published and how many accepted it; choosing one opens its text, preview and history,
// where a new version is published (members who accepted an older one are asked again).
import { List, Stack, Text, Title } from '@mantine/core';
import type { TermsTextSummary } from '@mti/contracts/admin/console-terms';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table.tsx';
import { termsTextQuery, termsTextsQuery, usePublishTermsText } from '../api/terms-texts.ts';
import { SaveOutcome } from './save-outcome.tsx';
import { TermsTextForm } from './terms-text-form.tsx';

const when = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') : '—');

const columns: DataTableColumn<TermsTextSummary>[] = [
  { key: 'terms_key', header: 'Terms', cell: (t) => t.terms_key },
  { key: 'apps', header: 'Apps', cell: (t) => t.apps.join(', ') || '(no app asks for them)' },
  { key: 'version', header: 'Version', cell: (t) => (t.version ? String(t.version) : 'no text') },
  { key: 'published_at', header: 'Published (UTC)', cell: (t) => when(t.published_at) },
  {
    key: 'accepted',
    header: 'Accepted this version / any',
    cell: (t) => `${t.accepted_current} / ${t.accepted_any}`,
  },
];

function TermsTextEditor({ termsKey }: { termsKey: string }) {
  const detail = useQuery(termsTextQuery(termsKey));
  const publish = usePublishTermsText(termsKey);
  if (!detail.data) return <Text c="dimmed">Loading the terms text…</Text>;
  const terms = detail.data;
  return (
    <Stack gap="sm">
      <Title order={3}>
        Terms {terms.terms_key}: version {terms.version || 'none'}
      </Title>
      <SaveOutcome
        error={publish.error}
        saved={publish.isSuccess}
        failed="The terms text was not published. Please try again."
        savedText={`Version ${terms.version} is published. Members are asked to accept it when they next open the app.`}
      />
      <TermsTextForm
        key={`${terms.terms_key}-${terms.version}`}
        terms={terms}
        publishing={publish.isPending}
        onPublish={(body) => publish.mutate({ version: terms.version, body })}
      />
      <Title order={4}>Versions</Title>
      <List size="sm" aria-label="Versions of these terms">
        {terms.history.map((h) => (
          <List.Item key={h.version}>
            Version {h.version}, published {when(h.published_at)} UTC by {h.published_by ?? 'the portal (first text)'}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

export function TermsTextsPanel() {
  const list = useQuery(termsTextsQuery());
  const [chosen, setChosen] = useState<string | null>(null);
  const termsKey = chosen ?? list.data?.[0]?.terms_key ?? null;
  return (
    <Stack gap="lg">
      <DataTable
        label="Terms texts"
        columns={columns}
        rows={list.data ?? []}
        rowKey={(t) => t.terms_key}
        loading={list.isPending}
        emptyState="No app asks for its own terms."
        onRowClick={(t) => setChosen(t.terms_key)}
      />
      {termsKey && <TermsTextEditor key={termsKey} termsKey={termsKey} />}
    </Stack>
  );
}
