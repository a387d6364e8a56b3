// The four roadmap cards (spec §2 techtrends-roadmaps): a click opens one roadmap in compare view;
// each card's Compare toggle chooses it, and the page goes on once two are chosen (spec §9: at most two).

import { Badge, Button, Card, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { MAX_COMPARED_ROADMAPS, type RoadmapId, type RoadmapSummary } from '@mti/contracts/roadmaps/roadmaps-api';

export const COMPARE_LIMIT_REASON = `You can compare ${MAX_COMPARED_ROADMAPS} roadmaps at a time. Turn one off to choose another.`;

type Props = {
  roadmaps: readonly RoadmapSummary[];
  chosen: readonly RoadmapId[];
  onToggle: (id: RoadmapId, on: boolean) => void;
  onOpen: (id: RoadmapId) => void;
};

export function RoadmapCards({ roadmaps, chosen, onToggle, onOpen }: Props) {
  const full = chosen.length >= MAX_COMPARED_ROADMAPS;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" component="ul" style={{ listStyle: 'none', padding: 0 }}>
      {roadmaps.map((roadmap) => {
        const isChosen = chosen.includes(roadmap.id);
        const disabled = full && !isChosen;
        return (
          <Card
            key={roadmap.id}
            component="li"
            withBorder
            radius="md"
            padding="lg"
            aria-labelledby={`card-${roadmap.id}`}
          >
            <Stack gap="xs" h="100%">
              <Badge variant="light" w="fit-content">
                {roadmap.horizon}
              </Badge>
              <Title order={2} size="h4" id={`card-${roadmap.id}`}>
                {roadmap.title}
              </Title>
              <Text size="sm" c="dimmed">
                {roadmap.organisation}
              </Text>
              <Text size="sm" style={{ flex: 1 }}>
                {roadmap.summary}
              </Text>
              <Button variant="light" onClick={() => onOpen(roadmap.id)} aria-label={`Open ${roadmap.title}`}>
                Open roadmap
              </Button>
              <Switch
                label="Compare"
                aria-label={`Compare ${roadmap.title}`}
                checked={isChosen}
                disabled={disabled}
                description={disabled ? COMPARE_LIMIT_REASON : undefined}
                onChange={(event) => onToggle(roadmap.id, event.currentTarget.checked)}
              />
            </Stack>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
