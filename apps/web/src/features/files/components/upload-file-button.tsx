// Upload a CSV or XLSX (at most 25 MB) into the folder shown: the file is checked here first with
// the server's own messages, sent with a progress bar, and a name already in use asks whether to
// replace that file.
import { Button, FileButton, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { extensionOf } from '@mti/contracts/files/file-name';
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_EXTENSIONS,
  UPLOAD_TOO_LARGE,
  UPLOAD_WRONG_TYPE,
} from '@mti/contracts/files/repository-api';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { showToast } from '../../../components/toast.ts';
import { HttpError } from '../../../lib/http.ts';
import { useUploadFile } from '../api/upload-file.ts';
import { uploadSummary } from '../upload-summary.ts';

/** The refusal for a file the server would refuse too, or null. */
export function checkUploadFile(file: File): string | null {
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(file.name).toLowerCase()))
    return UPLOAD_WRONG_TYPE;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_TOO_LARGE;
  return null;
}

export function UploadFileButton({ folderPath }: { folderPath: string }) {
  const upload = useUploadFile();
  const [progress, setProgress] = useState(0);
  const [sending, setSending] = useState<File | null>(null);
  const [replaceAsked, setReplaceAsked] = useState<File | null>(null);

  function start(file: File, overwrite: boolean) {
    setSending(file);
    setProgress(0);
    upload.mutate(
      { folderPath, file, overwrite, onProgress: setProgress },
      {
        // The summary says per column how many cells could not be read, so no figure goes missing unsaid.
        onSuccess: (saved) => showToast(uploadSummary(saved)),
        onError: (error) => {
          if (error instanceof HttpError && error.code === 'file_exists' && !overwrite) setReplaceAsked(file);
          else showToast({ tone: 'error', title: 'Upload failed', message: error.message });
        },
        onSettled: () => setSending(null),
      },
    );
  }

  function choose(file: File | null) {
    if (!file) return;
    const refusal = checkUploadFile(file);
    if (refusal) showToast({ tone: 'error', title: 'Upload failed', message: refusal });
    else start(file, false);
  }

  return (
    <>
      <FileButton
        onChange={choose}
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
      >
        {(props) => (
          <Button {...props} leftSection={<IconUpload size={16} aria-hidden="true" />} disabled={sending !== null}>
            Upload file
          </Button>
        )}
      </FileButton>
      {sending && (
        <Paper
          withBorder
          p="sm"
          radius="sm"
          pos="fixed"
          bottom={16}
          right={16}
          w={320}
          maw="calc(100vw - 32px)"
          shadow="md"
          style={{ zIndex: 200 }}
        >
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" truncate>
                Uploading {sending.name}
              </Text>
              <Text size="sm" c="dimmed">
                {Math.round(progress * 100)}%
              </Text>
            </Group>
            <Progress value={progress * 100} aria-label={`Uploading ${sending.name}`} animated={progress >= 1} />
          </Stack>
        </Paper>
      )}
      <ConfirmDialog
        opened={replaceAsked !== null}
        title="Replace file?"
        message={`A file named ${replaceAsked?.name ?? ''} is already in this folder. Replace it with the one you chose?`}
        buttonLabels={['Replace', 'Cancel']}
        onConfirm={() => {
          const file = replaceAsked;
          setReplaceAsked(null);
          if (file) start(file, true);
        }}
        onCancel={() => setReplaceAsked(null)}
      />
    </>
  );
}
