// The icon of a file or folder in My Files, by kind.
import { extensionOf } from '@mti/contracts/files/file-name';
import type { RepositoryFileDto } from '@mti/contracts/files/repository-api';
import { IconFile, IconFileAnalytics, IconFileSpreadsheet, IconFolder } from '@tabler/icons-react';

export function FileIcon({ file }: { file: Pick<RepositoryFileDto, 'folder' | 'name'> }) {
  const props = { size: 18, stroke: 1.6, 'aria-hidden': true, style: { flexShrink: 0 } } as const;
  if (file.folder === 'true') return <IconFolder {...props} color="var(--mantine-color-yellow-7)" />;
  const extension = extensionOf(file.name).toLowerCase();
  if (extension === '.xanalyzer') return <IconFileAnalytics {...props} color="var(--mantine-color-navy-6)" />;
  if (['.csv', '.xls', '.xlsx'].includes(extension)) {
    return <IconFileSpreadsheet {...props} color="var(--mantine-color-teal-7)" />;
  }
  return <IconFile {...props} />;
}
