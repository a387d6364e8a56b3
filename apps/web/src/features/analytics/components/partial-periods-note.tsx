// The note above a result whose quarters or years the data covers only partly: "Q4 2026 is
// partial: 2 of 3 months — include it". Left out by default (by the server); the button includes
// them, and once included the note offers to leave them out again.
import { Alert, Button, Group, Text } from '@mantine/core';
import { type AnalysisResult, partialPeriodNote } from '@mti/contracts/analytics/analyzer-api';

type PartialPeriodsNoteProps = {
  result: AnalysisResult;
  included: boolean;
  onInclude: (include: boolean) => void;
};

export function PartialPeriodsNote({ result, included, onInclude }: PartialPeriodsNoteProps) {
  const periods = result.partial_periods ?? [];
  if (periods.length === 0) return null;
  const one = periods.length === 1;
  const action = included ? (one ? 'leave it out' : 'leave them out') : one ? 'include it' : 'include them';
  return (
    <Alert color={included ? 'yellow' : 'gray'} variant="light" p="xs" aria-label="Partial periods">
      <Group gap="xs" wrap="wrap">
        <Text size="sm">
          {periods.map(partialPeriodNote).join('; ')}
          {included ? ' (included, flagged in the result)' : ' (left out)'} —
        </Text>
        <Button size="compact-sm" variant="subtle" onClick={() => onInclude(!included)}>
          {action}
        </Button>
      </Group>
    </Alert>
  );
}
