// A My Analytics bar's segment: the leads and opportunities interested in one product category,
// to save as a list or export straight away.
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { AnalyticsResponse } from '@mti/contracts/passport/passport-api';
import { formatCount } from '../format-count.ts';

type Bar = AnalyticsResponse['lead_percent'][number];

type SegmentDialogProps = {
  bar: Bar | null;
  onSave: () => void;
  onExport: () => void;
  onClose: () => void;
};

export function SegmentDialog({ bar, onSave, onExport, onClose }: SegmentDialogProps) {
  return (
    <Modal opened={bar !== null} onClose={onClose} title={bar?.value ?? ''} centered>
      {bar && (
        <Stack gap="md">
          <Text>
            {formatCount(bar.leads)} leads and {formatCount(bar.opportunities)} opportunities are interested in{' '}
            {bar.value}: a lead percent of {bar.lead_percent.toFixed(1)}%.
          </Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button variant="light" onClick={onExport}>
              Export contacts
            </Button>
            <Button onClick={onSave} data-autofocus>
              Save as list
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
