// The dataset: one of those the user is entitled to, labelled as sample data where it is.
import { Badge, Group, Select, Stack, Text } from '@mantine/core';
import type { DatasetDescription } from '@mti/contracts/analytics/analyzer-api';

type DatasetPickerProps = {
  datasets: readonly DatasetDescription[];
  value: DatasetDescription | null;
  onPick: (dataset: DatasetDescription) => void;
};

export function SampleDataBadge() {
  return (
    <Badge color="amber.3" variant="filled" autoContrast size="sm" radius="sm">
      Sample data
    </Badge>
  );
}

export function DatasetPicker({ datasets, value, onPick }: DatasetPickerProps) {
  return (
    <Stack gap={6}>
      <Select
        size="sm"
        label="Dataset"
        placeholder="Pick a dataset"
        data={datasets.map((d) => ({ value: d.id, label: d.title }))}
        value={value?.id ?? null}
        allowDeselect={false}
        onChange={(id) => {
          const picked = datasets.find((d) => d.id === id);
          if (picked) onPick(picked);
        }}
      />
      {value && (
        <>
          {value.sample && (
            <Group gap={6}>
              <SampleDataBadge />
              <Text size="xs" c="dimmed">
                Synthetic figures for demonstration
              </Text>
            </Group>
          )}
          <Text size="xs" c="dimmed">
            {value.description}
          </Text>
        </>
      )}
    </Stack>
  );
}
