// The month's orders as a file instead of the form: the same columns, one row per category. A
// file with any problem is not stored; each problem is listed with its row, column and rule.
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { periodLabel } from '@mti/contracts/contributions/usmto-advance-deadline';
import { USMTO_ADVANCE_COLUMNS, usmtoAdvanceFileProblem } from '@mti/contracts/contributions/usmto-advance-upload';
import { useState } from 'react';
import { HttpError } from '../../../lib/http.ts';
import { useUploadUsmtoAdvance } from '../api/upload-usmto-advance.ts';
import { ContributionFileInput } from './contribution-file-input.tsx';

const USMTO_ADVANCE_ACCEPT =
  '.csv,.txt,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function UsmtoAdvanceUpload({ period }: { period: string }) {
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadUsmtoAdvance();
  const problem = file ? usmtoAdvanceFileProblem(file.name, file.size) : null;
  const result = upload.data;

  return (
    <Stack gap="sm">
      <ContributionFileInput
        label="Or upload the month’s file"
        description={`A .csv (comma-separated), .txt (tab-delimited) or .xlsx (first worksheet) file with the columns ${USMTO_ADVANCE_COLUMNS.join(', ')} and one row per category.`}
        accept={USMTO_ADVANCE_ACCEPT}
        value={file}
        onChange={(next) => {
          setFile(next);
          upload.reset();
        }}
        error={problem}
      />
      <Group>
        <Button
          variant="light"
          onClick={() => file && !problem && upload.mutate({ period, file })}
          disabled={!file || !!problem}
          loading={upload.isPending}
        >
          Upload the file
        </Button>
      </Group>
      {upload.isError && (
        <Alert color="red" title="File not stored">
          {upload.error instanceof HttpError ? upload.error.msg : 'Please try again.'}
        </Alert>
      )}
      {result?.accepted === false && (
        <Alert color="red" title="File not stored">
          <Text size="sm">{result.refusal.msg}</Text>
          <List size="sm" mt="xs" aria-label="Problems found">
            {result.refusal.problems.map((p) => (
              <List.Item key={`${p.row}-${p.column}`}>
                Row {p.row}, {p.column} “{p.value}”: {p.rule}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {result?.accepted && (
        <Alert color="green" title="File stored">
          Your {periodLabel(period)} orders are submitted from the file. It is in My Files as “USMTO in Advance {period}
          ”.
        </Alert>
      )}
    </Stack>
  );
}
