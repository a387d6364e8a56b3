// The compare view (spec §2 techtrends-compareRoadmaps): one or two roadmaps side by side and a search
// box that marks the term in both; Enter steps to the next match, Shift+Enter to the previous one, the
// current match is scrolled into view, and 'No results found!' says when nothing matches.

import { Alert, Button, Group, Paper, SimpleGrid, Text, TextInput } from '@mantine/core';
import {
  ROADMAP_NO_RESULTS,
  ROADMAP_SEARCH_PLACEHOLDER,
  type RoadmapDocument,
} from '@mti/contracts/roadmaps/roadmaps-api';
import { IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import classes from './compare-view.module.css';
import { RoadmapDocumentView } from './roadmap-document.tsx';

type Props = {
  roadmaps: readonly RoadmapDocument[];
  /** The searched term (from the address). */
  term: string;
  /** A new search: the page puts the term in the address. */
  onSearch: (term: string) => void;
};

export function CompareView({ roadmaps, term, onSearch }: Props) {
  const [draft, setDraft] = useState(term);
  const [current, setCurrent] = useState(0);
  const [count, setCount] = useState(0);
  const documents = useRef<HTMLDivElement>(null);
  const scrolledTo = useRef('');

  useEffect(() => {
    setDraft(term);
    setCurrent(0);
  }, [term]);

  // The marks are rendered by the documents; here they are counted and the current one marked.
  useLayoutEffect(() => {
    const marks = [...(documents.current?.querySelectorAll<HTMLElement>('mark[data-match]') ?? [])];
    setCount(marks.length);
    marks.forEach((mark, i) => {
      if (i === current) {
        mark.setAttribute('data-current', 'true');
        mark.setAttribute('aria-current', 'true');
        // Only when the match changes, not on every keystroke in the box.
        if (scrolledTo.current !== `${term}\n${i}`) mark.scrollIntoView({ block: 'center' });
        scrolledTo.current = `${term}\n${i}`;
      } else {
        mark.removeAttribute('data-current');
        mark.removeAttribute('aria-current');
      }
    });
  });

  const step = (by: number) => {
    if (count > 0) setCurrent((i) => (i + by + count) % count);
  };

  const submit = (backwards = false) => {
    const next = draft.trim();
    if (next !== term) onSearch(next);
    else step(backwards ? -1 : 1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submit(event.shiftKey);
  };

  return (
    <>
      <Paper withBorder p="sm" mb="md" pos="sticky" top={0} style={{ zIndex: 2 }}>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            style={{ flex: 1, minWidth: 220 }}
            label="Search the roadmaps"
            placeholder={ROADMAP_SEARCH_PLACEHOLDER}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            description="Enter: next match · Shift+Enter: previous match"
          />
          <Button leftSection={<IconSearch size={16} aria-hidden />} onClick={() => submit()}>
            Search
          </Button>
        </Group>
        {term && count > 0 && (
          <Text size="sm" mt="xs" aria-live="polite">
            Match {current + 1} of {count} for “{term}”
          </Text>
        )}
        {term && count === 0 && (
          <Alert color="yellow" mt="xs" role="alert">
            {ROADMAP_NO_RESULTS}
          </Alert>
        )}
      </Paper>
      <SimpleGrid ref={documents} className={classes.documents} cols={{ base: 1, md: roadmaps.length }} spacing="xl">
        {roadmaps.map((roadmap) => (
          <Paper key={roadmap.id} withBorder p="lg" radius="md">
            <RoadmapDocumentView roadmap={roadmap} term={term} />
          </Paper>
        ))}
      </SimpleGrid>
    </>
  );
}
