// One roadmap rendered as HTML (spec §2: an embedded roadmap document): its sections, technology
// areas and milestones per year, with the search term marked.

import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { RoadmapDocument } from '@mti/contracts/roadmaps/roadmaps-api';
import { HighlightedText } from './highlighted-text.tsx';

export function RoadmapDocumentView({ roadmap, term }: { roadmap: RoadmapDocument; term: string }) {
  const h = (text: string) => <HighlightedText text={text} term={term} />;
  return (
    <Stack component="article" aria-label={roadmap.title} gap="md">
      <Stack gap={4}>
        <Group gap="xs">
          <Badge variant="light">{roadmap.horizon}</Badge>
          <Badge variant="outline" color="gray">
            Sample content
          </Badge>
        </Group>
        <Title order={2}>{h(roadmap.title)}</Title>
        <Text c="dimmed">{h(roadmap.organisation)}</Text>
        <Text>{h(roadmap.summary)}</Text>
      </Stack>
      {roadmap.sections.map((section) => (
        <section key={section.heading}>
          <Title order={3} size="h4" mb="xs">
            {h(section.heading)}
          </Title>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph.slice(0, 40)} mb="sm">
              {h(paragraph)}
            </Text>
          ))}
        </section>
      ))}
      <section>
        <Title order={3} size="h4" mb="xs">
          Technology areas
        </Title>
        {roadmap.technology_areas.map((area) => (
          <Stack key={area.name} gap="xs" mb="md">
            <Title order={4} size="h5">
              {h(area.name)}
            </Title>
            <Text size="sm">{h(area.description)}</Text>
            <Table withTableBorder striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col" w={80}>
                    Year
                  </Table.Th>
                  <Table.Th scope="col">Milestone</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {area.milestones.map((milestone) => (
                  <Table.Tr key={`${milestone.year}-${milestone.text}`}>
                    <Table.Td>{h(String(milestone.year))}</Table.Td>
                    <Table.Td>{h(milestone.text)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        ))}
      </section>
    </Stack>
  );
}
