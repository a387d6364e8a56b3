// "Insert merge field": first name, company or booth, written as the token the server fills in.
import { Button, Menu } from '@mantine/core';
import { IconBraces } from '@tabler/icons-react';
import { MERGE_FIELDS } from '../campaign-draft-contract.ts';

export function MergeFieldMenu({ onInsert }: { onInsert: (token: string) => void }) {
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="default" leftSection={<IconBraces size={14} />}>
          Insert merge field
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {MERGE_FIELDS.map((field) => (
          <Menu.Item key={field.key} onClick={() => onInsert(field.token)}>
            {field.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
