// The ranked results of a site search: each a link with its kind and a snippet whose matched words
// are marked. Every text is rendered as text (a file may be named "<img onerror=…>"). Arrow keys move
// between results, Enter opens one, Escape goes back to the search box.

import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { SearchResultKind, SiteSearchResult } from '@mti/contracts/content/site-search';
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router';

const KIND_LABELS: Record<SearchResultKind, string> = {
  page: 'Page',
  help: 'Help',
  legal: 'Legal',
  roadmap: 'Roadmap',
  file: 'My file',
};

type Props = { results: readonly SiteSearchResult[]; onLeave: () => void };

export function SearchResults({ results, onLeave }: Props) {
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[data-result]')];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (at < 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = event.key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : at - 1;
      if (next < 0) onLeave();
      else links[next]?.focus();
    } else if (event.key === 'Escape') {
      onLeave();
    }
  };

  return (
    <Stack
      component="ol"
      gap="md"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      onKeyDown={onKeyDown}
      aria-label="Search results"
    >
      {results.map((result) => (
        <li key={`${result.kind}:${result.href}:${result.title}`}>
          <Group gap="xs" wrap="nowrap">
            <Badge variant="light" size="sm">
              {KIND_LABELS[result.kind]}
            </Badge>
            <Anchor component={Link} to={result.href} data-result="" fw={600}>
              {result.title}
            </Anchor>
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            {result.snippet.map((part, i) =>
              part.match ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: a snippet's parts never reorder.
                <mark key={i}>{part.text}</mark>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: a snippet's parts never reorder.
                <span key={i}>{part.text}</span>
              ),
            )}
          </Text>
        </li>
      ))}
    </Stack>
  );
}
