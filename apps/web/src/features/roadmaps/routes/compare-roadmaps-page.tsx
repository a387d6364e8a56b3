// techtrends-compareRoadmaps (spec §2): one or two roadmaps side by side. The address keeps the
// chosen roadmaps and the searched term (?ids=a,b&q=term), so a reload or a shared link restores both.

import { Anchor, Container, Group, Skeleton, Stack, Title } from '@mantine/core';
import { parseComparedIds } from '@mti/contracts/roadmaps/roadmaps-api';
import { useQueries } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { handledByHttpClient } from '../../../lib/http.ts';
import { roadmapQuery } from '../api/get-roadmap.ts';
import { CompareView } from '../components/compare-view.tsx';
import { RoadmapsAccessNotice } from '../components/roadmaps-access-notice.tsx';
import { ROADMAPS_PATH } from '../roadmap-paths.ts';

export function CompareRoadmapsPage() {
  const [params, setParams] = useSearchParams();
  const ids = parseComparedIds(params.get('ids'));
  const term = (params.get('q') ?? '').trim();
  const documents = useQueries({ queries: ids.map((id) => roadmapQuery(id)) });
  const failed = documents.find((d) => d.isError);
  const loaded = documents.every((d) => d.data) ? documents.map((d) => d.data).filter((d) => d !== undefined) : null;

  const search = (next: string) => {
    const query = new URLSearchParams(params);
    if (next) query.set('q', next);
    else query.delete('q');
    // The view scrolls to the current match itself; the router must not jump back to the top.
    setParams(query, { replace: true, preventScrollReset: true });
  };

  return (
    <Container size="xl" py="xl">
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={1}>{ids.length > 1 ? 'Compare roadmaps' : 'Roadmap'}</Title>
          <Anchor component={Link} to={ROADMAPS_PATH}>
            All roadmaps
          </Anchor>
        </Group>
        {ids.length === 0 && (
          <Anchor component={Link} to={ROADMAPS_PATH}>
            Choose one or two roadmaps to read.
          </Anchor>
        )}
        {failed && !handledByHttpClient(failed.error) && <RoadmapsAccessNotice error={failed.error} />}
        {!failed && ids.length > 0 && !loaded && <Skeleton h={480} />}
        {loaded && loaded.length > 0 && <CompareView roadmaps={loaded} term={term} onSearch={search} />}
      </Stack>
    </Container>
  );
}
