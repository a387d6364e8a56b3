// A list's export choices (help page saved-lists): every contact as a CSV inside a zip, or only the
// contacts with e-mail opt-in and a valid e-mail.
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';

type ExportMenuProps = {
  /** Names the button for screen readers: "Export Aerospace buyers". */
  subject: string;
  busy: boolean;
  disabled: boolean;
  onExport: (onlyOptedIn: boolean) => void;
};

export function ExportMenu({ subject, busy, disabled, onExport }: ExportMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconDownload size={14} />}
          rightSection={<IconChevronDown size={12} />}
          aria-label={`Export ${subject}`}
          loading={busy}
          disabled={disabled}
        >
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onExport(false)}>Export contacts (CSV in a zip)</Menu.Item>
        <Menu.Item onClick={() => onExport(true)}>Only contacts with e-mail opt-in and a valid e-mail</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
