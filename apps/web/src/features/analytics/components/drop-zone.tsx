// A place of the side panel a field of the field list is dropped on (Rows, Columns, Measures,
// Filters): outlined while a field it takes is over it.
import { Box } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { type DropTarget, decodeField, FIELD_DRAG_TYPE, type FieldRef } from '../field-drop.ts';
import classes from './field-list.module.css';

type DropZoneProps = {
  target: DropTarget;
  onDropField: (field: FieldRef, target: DropTarget) => void;
  children: ReactNode;
};

export function DropZone({ target, onDropField, children }: DropZoneProps) {
  const [over, setOver] = useState(false);
  const carriesField = (event: React.DragEvent) => event.dataTransfer.types.includes(FIELD_DRAG_TYPE);
  return (
    <Box
      className={classes.zone}
      data-drop-target={target}
      data-over={over}
      onDragOver={(event) => {
        if (!carriesField(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        setOver(false);
        const field = decodeField(event.dataTransfer.getData(FIELD_DRAG_TYPE));
        if (!field) return;
        event.preventDefault();
        onDropField(field, target);
      }}
    >
      {children}
    </Box>
  );
}
