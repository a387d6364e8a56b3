// The file field of both contribution uploads (AGMA MMTR: .csv or .txt; USMTO in Advance: also
// .xlsx), with the browser's own problem shown under it.
import { FileInput } from '@mantine/core';

export function ContributionFileInput({
  label,
  description,
  value,
  onChange,
  error,
  accept = '.csv,.txt,text/csv,text/plain',
}: {
  label: string;
  description: string;
  value: File | null;
  onChange: (file: File | null) => void;
  error: string | null;
  accept?: string;
}) {
  return (
    <FileInput
      label={label}
      description={description}
      placeholder="Choose a file"
      // Mantine's placeholder grey is below the 4.5:1 contrast this text needs (axe).
      styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
      accept={accept}
      value={value}
      onChange={onChange}
      error={error}
      clearable
      clearButtonProps={{ 'aria-label': 'Clear the chosen file' }}
    />
  );
}
