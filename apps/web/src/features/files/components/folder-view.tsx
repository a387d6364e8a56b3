// One folder of My Files: its table, opening a row (spec §4), rename and delete with their
// dialogs, and the toolbar's new folder and upload.
import { Button, Group, Stack } from '@mantine/core';
import type { RepositoryFileDto } from '@mti/contracts/files/repository-api';
import { IconFolderPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { showToast } from '../../../components/toast.ts';
import { AnalyticsSignInError } from '../../../lib/analytics-session.ts';
import { HttpError } from '../../../lib/http.ts';
import { paths } from '../../../lib/paths.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { useCreateFolder } from '../api/create-folder.ts';
import { useDeleteFiles } from '../api/delete-files.ts';
import { folderChildrenQuery } from '../api/get-folder-children.ts';
import { useRenameFile } from '../api/rename-file.ts';
import { openTarget } from '../file-actions.ts';
import { FILES_TEXT } from '../files-texts.ts';
import { FileTable } from './file-table.tsx';
import { NewFolderDialog } from './new-folder-dialog.tsx';
import { RenameFileDialog } from './rename-file-dialog.tsx';
import { UploadFileButton } from './upload-file-button.tsx';

const errorText = (error: unknown) => serverMessageOr(error, 'Please try again.');

type FolderViewProps = {
  /** The folder's path with '/' (`/home/{timss_customer}/…`). */
  folderPath: string;
  /** Where the toolbar goes (beside the page title). */
  renderToolbar: (toolbar: ReactNode) => ReactNode;
};

export function FolderView({ folderPath, renderToolbar }: FolderViewProps) {
  const navigate = useNavigate();
  const children = useQuery(folderChildrenQuery(folderPath));
  const rename = useRenameFile();
  const remove = useDeleteFiles();
  const createFolder = useCreateFolder();
  const [renaming, setRenaming] = useState<RepositoryFileDto | null>(null);
  const [deleting, setDeleting] = useState<RepositoryFileDto | null>(null);
  const [creatingFolder, setCreatingFolder] = useState(false);
  const files = children.data ?? [];
  const siblingNames = files.map((f) => f.name);

  useEffect(() => {
    // The analytics sign-in failed again while listing (spec §8: 505).
    if (children.error instanceof AnalyticsSignInError) navigate(paths.status.unknown505, { replace: true });
  }, [children.error, navigate]);

  function open(file: RepositoryFileDto) {
    const target = openTarget(file);
    if (target.kind === 'folder') navigate(paths.myFilesFolder(target.names));
    else if (target.kind === 'route') navigate(target.to);
    else window.open(target.href, '_blank', 'noopener');
  }

  function confirmRename(newName: string) {
    if (!renaming) return;
    rename.mutate(
      { path: renaming.path, newName },
      {
        onSuccess: (renamed) => {
          setRenaming(null);
          showToast({ tone: 'success', message: `Renamed to ${renamed.name}.` });
        },
        onError: (error) => showToast({ tone: 'error', title: 'Not renamed', message: errorText(error) }),
      },
    );
  }

  function confirmDelete() {
    if (!deleting) return;
    const file = deleting;
    remove.mutate([file.id], {
      onSuccess: () => {
        setDeleting(null);
        showToast({ tone: 'success', message: `${file.name} was moved to Recently deleted.` });
      },
      onError: (error) => showToast({ tone: 'error', title: 'Not deleted', message: errorText(error) }),
    });
  }

  function confirmNewFolder(name: string) {
    createFolder.mutate(
      { parentPath: folderPath, name },
      {
        onSuccess: (folder) => {
          setCreatingFolder(false);
          showToast({ tone: 'success', message: `Folder ${folder.name} was created.` });
        },
        onError: (error) => showToast({ tone: 'error', title: 'Folder not created', message: errorText(error) }),
      },
    );
  }

  const missing = children.error instanceof HttpError && children.error.status === 404;
  const toolbar = (
    <Group gap="sm">
      <UploadFileButton folderPath={folderPath} />
      <Button
        variant="default"
        leftSection={<IconFolderPlus size={16} aria-hidden="true" />}
        onClick={() => setCreatingFolder(true)}
        disabled={!children.isSuccess}
      >
        New folder
      </Button>
      <Button
        variant="subtle"
        component={Link}
        to={paths.myFilesDeleted}
        leftSection={<IconTrash size={16} aria-hidden="true" />}
      >
        Recently deleted
      </Button>
    </Group>
  );

  return (
    <Stack gap="md">
      {renderToolbar(toolbar)}
      {children.isError && !(children.error instanceof AnalyticsSignInError) ? (
        <LoadError
          title={FILES_TEXT.loadFailed}
          error={children.error}
          onRetry={() => void children.refetch()}
          fallback="Please try again."
          refusedMessage={missing ? FILES_TEXT.folderMissing : undefined}
          elsewhere={{ to: paths.myFiles, label: 'Go to My Files' }}
        />
      ) : (
        <FileTable
          files={files}
          loading={children.isPending}
          onOpen={open}
          onRename={(file) => {
            rename.reset();
            setRenaming(file);
          }}
          onDelete={setDeleting}
        />
      )}

      <RenameFileDialog
        file={renaming}
        siblingNames={siblingNames}
        busy={rename.isPending}
        onConfirm={confirmRename}
        onCancel={() => setRenaming(null)}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={deleting?.folder === 'true' ? 'Delete folder' : 'Delete file'}
        message={`Delete ${deleting?.name ?? ''}? You can restore it from Recently deleted for 30 days.`}
        buttonLabels={['Delete', 'Cancel']}
        danger
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
      <NewFolderDialog
        opened={creatingFolder}
        siblingNames={siblingNames}
        busy={createFolder.isPending}
        onConfirm={confirmNewFolder}
        onCancel={() => setCreatingFolder(false)}
      />
    </Stack>
  );
}
