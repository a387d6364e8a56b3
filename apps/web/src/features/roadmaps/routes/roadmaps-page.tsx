// techtrends-roadmaps (spec §2): the four roadmap cards. Two chosen → the compare page, at once. The
// choice is kept in the address (?compare=a,b), so Back from the compare page shows it again.

import { Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MAX_COMPARED_ROADMAPS, parseComparedIds, type RoadmapId } from '@mti/contracts/roadmaps/roadmaps-api';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { handledByHttpClient } from '../../../lib/http.ts';
import { roadmapsQuery } from '../api/list-roadmaps.ts';
import { RoadmapCards } from '../components/roadmap-cards.tsx';
import { RoadmapsAccessNotice } from '../components/roadmaps-access-notice.tsx';
import { compareHref } from '../roadmap-paths.ts';

export function RoadmapsPage() {
  const navigate = useNavigate();
  const roadmaps = useQuery(roadmapsQuery());
  const [params, setParams] = useSearchParams();
  const chosen = parseComparedIds(params.get('compare'));

  const toggle = (id: RoadmapId, on: boolean) => {
    const others = chosen.filter((c) => c !== id);
    const next = on ? [...others, id].slice(0, MAX_COMPARED_ROADMAPS) : others;
    setParams(next.length ? { compare: next.join(',') } : {}, { replace: true, preventScrollReset: true });
    if (next.length === MAX_COMPARED_ROADMAPS) navigate(compareHref(next));
  };

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>TechTrends Roadmaps</Title>
          <Text c="dimmed" mt="xs">
            Open a roadmap, or turn on Compare for two of them to read them side by side. These roadmaps are sample
            content written for this portal.
          </Text>
        </div>
        {roadmaps.isPending && <Skeleton h={320} />}
        {roadmaps.isError && !handledByHttpClient(roadmaps.error) && <RoadmapsAccessNotice error={roadmaps.error} />}
        {roadmaps.data && (
          <RoadmapCards
            roadmaps={roadmaps.data}
            chosen={chosen}
            onToggle={toggle}
            onOpen={(id) => navigate(compareHref([id]))}
          />
        )}
      </Stack>
    </Container>
  );
}
