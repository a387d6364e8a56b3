// A console form's save button, on its own line.
import { Button } from '@mantine/core';

export function SubmitButton({ label, saving, disabled }: { label: string; saving: boolean; disabled?: boolean }) {
  return (
    <div>
      <Button type="submit" loading={saving} disabled={disabled}>
        {label}
      </Button>
    </div>
  );
}
