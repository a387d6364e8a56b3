// Undo and redo of the analysis, beside the shortcuts they share (use-undo-shortcuts.ts).
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp } from '@tabler/icons-react';

type HistoryButtonsProps = { canUndo: boolean; canRedo: boolean; onUndo: () => void; onRedo: () => void };

export function HistoryButtons({ canUndo, canRedo, onUndo, onRedo }: HistoryButtonsProps) {
  return (
    <Group gap={2} wrap="nowrap">
      <Tooltip label="Undo (Ctrl+Z)">
        <ActionIcon variant="default" size="md" aria-label="Undo the last change" disabled={!canUndo} onClick={onUndo}>
          <IconArrowBackUp size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Redo (Ctrl+Shift+Z)">
        <ActionIcon variant="default" size="md" aria-label="Redo the change" disabled={!canRedo} onClick={onRedo}>
          <IconArrowForwardUp size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
