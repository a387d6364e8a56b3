// The dataset: one of those the user is entitled to, labelled as sample data where it is, and
// under "My uploads" the user's own uploaded tables, each a dataset of its own (issue 12).
import { Anchor, Badge, Group, Select, Stack, Text } from '@mantine/core';
import type { DatasetDescription } from '@mti/contracts/analytics/analyzer-api';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

type DatasetPickerProps = {
  datasets: readonly DatasetDescription[];
  value: DatasetDescription | null;
  onPick: (dataset: DatasetDescription) => void;
};

/** The option the "My uploads" group shows while it is empty (never picked: disabled). */
export const NO_UPLOADS_OPTION = 'No uploaded tables yet';

export function SampleDataBadge() {
  return (
    <Badge color="amber.3" variant="filled" autoContrast size="sm" radius="sm">
      Sample data
    </Badge>
  );
}

const isUpload = (d: DatasetDescription) => d.source === 'upload';

export function DatasetPicker({ datasets, value, onPick }: DatasetPickerProps) {
  const products = datasets.filter((d) => !isUpload(d));
  const uploads = datasets.filter(isUpload);
  const option = (d: DatasetDescription) => ({ value: d.id, label: d.title });
  return (
    <Stack gap={6}>
      <Select
        size="sm"
        label="Dataset"
        placeholder="Pick a dataset"
        data={[
          ...(products.length ? [{ group: 'Datasets', items: products.map(option) }] : []),
          {
            group: 'My uploads',
            items: uploads.length ? uploads.map(option) : [{ value: '', label: NO_UPLOADS_OPTION, disabled: true }],
          },
        ]}
        value={value?.id ?? null}
        allowDeselect={false}
        onChange={(id) => {
          const picked = datasets.find((d) => d.id === id);
          if (picked) onPick(picked);
        }}
      />
      {uploads.length === 0 && (
        <Text size="xs" c="dimmed">
          Upload a CSV or Excel file in{' '}
          <Anchor component={Link} to={paths.myFiles} underline="always" size="xs">
            My Files
          </Anchor>{' '}
          and it appears under My uploads, to analyse on its own.
        </Text>
      )}
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
