// One Find Prospects filter tab: each value of its dimensions with the count the other active
// filters leave; tick several and Apply.
import { Button, Checkbox, Group, ScrollArea, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ProspectFacets } from '@mti/contracts/passport/passport-api';
import { type CriteriaDimension, DIMENSION_LABELS } from '@mti/contracts/passport/passport-values';
import { valueLabel } from '../criteria.ts';
import { formatCount } from '../format-count.ts';

type FacetTabPanelProps = {
  dimensions: readonly CriteriaDimension[];
  facets: ProspectFacets | undefined;
  /** The ticked values, not yet applied. */
  draft: Record<CriteriaDimension, string[]>;
  onSelect: (dimension: CriteriaDimension, values: string[]) => void;
  onApply: () => void;
  /** Whether the ticked values differ from the applied ones. */
  changed: boolean;
};

export function FacetTabPanel({ dimensions, facets, draft, onSelect, onApply, changed }: FacetTabPanelProps) {
  return (
    <Stack gap="sm" pt="sm">
      <SimpleGrid cols={{ base: 1, md: dimensions.length }}>
        {dimensions.map((dimension) => {
          const counted = facets?.[dimension] ?? [];
          // A ticked value that no contact has any more still shows, with 0, so it can be unticked.
          const values = [
            ...counted,
            ...draft[dimension]
              .filter((v) => !counted.some((c) => c.value === v))
              .map((value) => ({ value, count: 0 })),
          ];
          return (
            <Checkbox.Group
              key={dimension}
              label={dimensions.length > 1 ? DIMENSION_LABELS[dimension] : undefined}
              aria-label={DIMENSION_LABELS[dimension]}
              value={draft[dimension]}
              onChange={(next) => onSelect(dimension, next)}
            >
              <ScrollArea.Autosize mah={280} type="auto" offsetScrollbars>
                <Stack gap={6} py={4}>
                  {values.length === 0 && (
                    <Text size="sm" c="dimmed">
                      No values for this show year.
                    </Text>
                  )}
                  {values.map((v) => (
                    <Checkbox
                      key={v.value}
                      value={v.value}
                      label={
                        <Group gap={6} wrap="nowrap">
                          <span>{valueLabel(dimension, v.value)}</span>
                          <Text span size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                            ({formatCount(v.count)})
                          </Text>
                        </Group>
                      }
                    />
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            </Checkbox.Group>
          );
        })}
      </SimpleGrid>
      <div>
        <Button onClick={onApply} disabled={!changed}>
          Apply
        </Button>
      </div>
    </Stack>
  );
}
