// Choose a .csv or .txt file, watch it upload and be checked, and read the outcome: stored as the
// month's next version, or refused with a report of every broken rule to download.
import { Alert, Button, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { AGMA_MAX_LISTED_PROBLEMS, type AgmaRefusalResponse } from '@mti/contracts/contributions/agma-api';
import {
  AGMA_MAX_BYTES,
  AGMA_TOO_LARGE,
  AGMA_WRONG_EXTENSION,
  agmaProblemsCsv,
} from '@mti/contracts/contributions/agma-rules';
import { useState } from 'react';
import { HttpError } from '../../../lib/http.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { type AgmaUploadResult, useUploadAgma } from '../api/upload-agma.ts';
import { ContributionFileInput } from './contribution-file-input.tsx';

const SHOWN_PROBLEMS = 20;

/** The browser's own check of what the server also refuses, so nothing is sent in vain. */
function fileProblem(file: File): string | null {
  if (!/\.(csv|txt)$/i.test(file.name)) return AGMA_WRONG_EXTENSION;
  if (file.size > AGMA_MAX_BYTES) return AGMA_TOO_LARGE;
  return null;
}

function Refusal({ refusal, fileName }: { refusal: AgmaRefusalResponse; fileName: string }) {
  const download = () =>
    saveFile(
      new Blob([agmaProblemsCsv(refusal.problems)], { type: 'text/csv' }),
      `${fileName.replace(/\.[^.]+$/, '')}-problems.csv`,
    );
  return (
    <Alert color="red" title="File not stored">
      <Stack gap="xs">
        <Text size="sm">{refusal.msg}</Text>
        <Group>
          <Button size="xs" variant="white" color="red" onClick={download}>
            Download the report ({refusal.problem_count.toLocaleString('en-US')} problems)
          </Button>
        </Group>
        {refusal.problem_count > AGMA_MAX_LISTED_PROBLEMS && (
          <Text size="xs">The report lists the first {AGMA_MAX_LISTED_PROBLEMS.toLocaleString('en-US')} problems.</Text>
        )}
        <Table withTableBorder aria-label="Problems found">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Row</Table.Th>
              <Table.Th scope="col">Column</Table.Th>
              <Table.Th scope="col">Value</Table.Th>
              <Table.Th scope="col">Rule</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {refusal.problems.slice(0, SHOWN_PROBLEMS).map((p) => (
              <Table.Tr key={`${p.row}-${p.column}`}>
                <Table.Td>{p.row}</Table.Td>
                <Table.Td>{p.column}</Table.Td>
                <Table.Td>{p.value}</Table.Td>
                <Table.Td>{p.rule}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Alert>
  );
}

function Outcome({ result, fileName }: { result: AgmaUploadResult; fileName: string }) {
  if (!result.accepted) return <Refusal refusal={result.refusal} fileName={fileName} />;
  const { month, replaced } = result.body;
  return (
    <Alert color="green" title="File stored">
      {month.current.rows.toLocaleString('en-US')} rows for the month ending {month.rpt_date} stored as version{' '}
      {month.current.version}
      {replaced ? ', replacing the earlier version (kept in the history below)' : ''}. It is in My Files as “AGMA MMTR{' '}
      {month.rpt_date}”.
    </Alert>
  );
}

export function AgmaUploadPanel() {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const upload = useUploadAgma();
  const problem = file ? fileProblem(file) : null;

  const start = () => {
    if (!file || problem) return;
    setProgress(0);
    upload.mutate({ file, onProgress: setProgress });
  };

  return (
    <Stack gap="sm">
      <ContributionFileInput
        label="Monthly report file"
        description="A .csv (comma-separated) or .txt (tab-delimited) file of at most 20 MB."
        value={file}
        onChange={(next) => {
          setFile(next);
          upload.reset();
        }}
        error={problem}
      />
      <Group>
        <Button onClick={start} disabled={!file || !!problem} loading={upload.isPending}>
          Upload and check
        </Button>
      </Group>
      {upload.isPending && (
        <Stack gap={4}>
          <Progress value={Math.round(progress * 100)} aria-label="Upload progress" />
          <Text size="sm" role="status">
            {progress < 1 ? `Uploading… ${Math.round(progress * 100)} %` : 'Checking every row…'}
          </Text>
        </Stack>
      )}
      {upload.isError && (
        <Alert color="red" title="File not stored">
          {upload.error instanceof HttpError ? upload.error.msg : 'Please try again.'}
        </Alert>
      )}
      {upload.isSuccess && file && <Outcome result={upload.data} fileName={file.name} />}
    </Stack>
  );
}
