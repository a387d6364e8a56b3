// An app's launcher image in the console (decision 091): the image as members see it, "Upload
// image" (PNG, JPEG or WebP; replaces the current one) and "Remove image". The browser checks the
// type and size first with the contract's messages; the server checks the bytes again and answers
// stale (409) when the app was saved meanwhile.
import { Alert, Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import {
  APP_IMAGE_ACCEPT,
  APP_IMAGE_MAX_PIXELS,
  APP_IMAGE_MIN_PIXELS,
  appImageFileProblem,
  appImageUrl,
} from '@mti/contracts/admin/console-app-images';
import { IconApps, IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { serverMessageOr } from '../../../lib/server-message.ts';

type AppImageFieldProps = {
  appImg: string;
  busy: boolean;
  error: unknown;
  onUpload: (file: File) => void;
  onRemove: () => void;
};

export function AppImageField({ appImg, busy, error, onUpload, onRemove }: AppImageFieldProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (file: File | null) => {
    if (!file) return;
    const refusal = appImageFileProblem(file);
    setProblem(refusal);
    if (!refusal) onUpload(file);
  };
  const message = problem ?? (error ? serverMessageOr(error, 'The image could not be saved. Please try again.') : null);
  return (
    <Paper withBorder p="md" component="section" aria-label="Launcher image">
      <Group align="flex-start" gap="lg">
        <div
          style={{
            width: 96,
            height: 96,
            display: 'grid',
            placeItems: 'center',
            background: 'var(--mantine-color-gray-1)',
          }}
        >
          {appImg ? (
            <img src={appImageUrl(appImg)} alt="Current launcher logo" style={{ maxWidth: 96, maxHeight: 96 }} />
          ) : (
            <IconApps size={40} stroke={1.4} aria-label="No image: the launcher shows the generic icon" />
          )}
        </div>
        <Stack gap="xs" style={{ flex: 1 }}>
          <Text fw={600}>Launcher image</Text>
          <Text size="sm" c="dimmed">
            PNG, JPEG or WebP, at most 512 KB, {APP_IMAGE_MIN_PIXELS}–{APP_IMAGE_MAX_PIXELS} pixels wide and high. A new
            image replaces the current one in members' launchers at once.
          </Text>
          <Group gap="sm">
            <FileButton onChange={choose} accept={APP_IMAGE_ACCEPT}>
              {(props) => (
                <Button {...props} leftSection={<IconPhotoUp size={16} />} loading={busy}>
                  {appImg ? 'Replace image' : 'Upload image'}
                </Button>
              )}
            </FileButton>
            <Button
              variant="default"
              leftSection={<IconTrash size={16} />}
              disabled={!appImg || busy}
              onClick={() => {
                setProblem(null);
                onRemove();
              }}
            >
              Remove image
            </Button>
          </Group>
          {message && (
            <Alert color="red" variant="light" role="alert">
              {message}
            </Alert>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
