// Repository records for My Files component tests, shaped by the contract.
import type { RepositoryFileDto } from '@mti/contracts/files/repository-api';

export function repositoryFile(overrides: Partial<RepositoryFileDto> & { name: string }): RepositoryFileDto {
  const folder = overrides.folder ?? 'false';
  const title = folder === 'true' ? overrides.name : overrides.name.replace(/\.[^.]+$/, '');
  return {
    id: `id-${overrides.name}`,
    path: `/home/000100101/${overrides.name}`,
    title,
    folder,
    hidden: 'false',
    fileSize: folder === 'true' ? '0' : '1024',
    createdDate: String(Date.parse('2026-01-05T14:30:00Z')),
    lastModifiedDate: String(Date.parse('2026-01-05T14:30:00Z')),
    owner: '000100101',
    locked: 'false',
    versioned: 'false',
    locale: 'en',
    description: '',
    ...overrides,
  };
}
