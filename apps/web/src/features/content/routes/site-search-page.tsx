// custom-google (spec §2: a search box): the site search over every page the visitor may see, the
// roadmaps for those who may read them and the user's own file names. The term lives in the address.

import { Alert, Button, Container, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { checkSearchTerm } from '@mti/contracts/content/site-search';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { HttpError } from '../../../lib/http.ts';
import { siteSearchQueryOptions } from '../api/search-site.ts';
import { SearchResults } from '../components/search-results.tsx';

export function SiteSearchPage() {
  const [params, setParams] = useSearchParams();
  const term = (params.get('q') ?? '').trim();
  const [draft, setDraft] = useState(term);
  const [problem, setProblem] = useState<string | null>(null);
  const box = useRef<HTMLInputElement>(null);
  const results = useRef<HTMLDivElement>(null);
  const search = useQuery(siteSearchQueryOptions(term));

  useEffect(() => setDraft(term), [term]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const message = checkSearchTerm(draft);
    setProblem(message);
    if (!message) setParams({ q: draft.trim() });
  };

  const toResults = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowDown') return;
    const first = results.current?.querySelector<HTMLAnchorElement>('a[data-result]');
    if (first) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>Search MTI Portal</Title>
        {/* biome-ignore lint/a11y/useSemanticElements: jsdom and older browsers do not know <search>. */}
        <form onSubmit={submit} role="search" aria-label="Search the site">
          <Group align="flex-start" wrap="nowrap">
            <TextInput
              ref={box}
              style={{ flex: 1 }}
              label="Search term"
              description="Pages, help, legal texts, roadmaps and your own files. Arrow down to move through the results."
              value={draft}
              error={problem}
              onChange={(event) => setDraft(event.currentTarget.value)}
              onKeyDown={toResults}
              autoFocus
            />
            <Button type="submit" mt={44} leftSection={<IconSearch size={16} aria-hidden />}>
              Search
            </Button>
          </Group>
        </form>
        <div ref={results} aria-live="polite">
          {!term && <Text c="dimmed">Type a term and press Enter to search the site.</Text>}
          {term && search.isPending && <Skeleton h={160} />}
          {search.isError && (
            <Alert color="red">
              {search.error instanceof HttpError ? search.error.msg : 'The search failed. Please try again.'}
            </Alert>
          )}
          {search.data && search.data.results.length === 0 && (
            <Text>No results for “{term}”. Try another word, or check the spelling.</Text>
          )}
          {search.data && search.data.results.length > 0 && (
            <>
              <Text size="sm" c="dimmed" mb="sm">
                {search.data.results.length} result{search.data.results.length === 1 ? '' : 's'} for “{term}”
              </Text>
              <SearchResults results={search.data.results} onLeave={() => box.current?.focus()} />
            </>
          )}
        </div>
      </Stack>
    </Container>
  );
}
