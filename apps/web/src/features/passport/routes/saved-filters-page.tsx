// Saved Filters (help page saved-filters): each filter's show year, contact type and last count;
// Refresh recounts, Rename, Delete, and Load reopens Find Prospects with the criteria.
import { Button, Group, Stack, Text } from '@mantine/core';
import { renameFilterBody, type SavedFilter } from '@mti/contracts/passport/passport-api';
import { CONTACT_TYPE_LABELS } from '@mti/contracts/passport/passport-values';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { showToast } from '../../../components/toast.ts';
import { paths } from '../../../lib/paths.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { savedFiltersQuery, useDeleteFilter, useRefreshFilter, useRenameFilter } from '../api/saved-filters.ts';
import { RenameDeleteButtons, RenameDeleteDialogs } from '../components/rename-delete-dialogs.tsx';
import { activeValues } from '../criteria.ts';
import { formatCount } from '../format-count.ts';
import { formatDateTime } from '../format-date.ts';
import { SAVE_FAILED } from '../passport-texts.ts';
import { showYearLabel } from '../show-year-label.ts';
import { FILTER_PARAM } from './find-prospects-page.tsx';

export function SavedFiltersPage() {
  const filters = useQuery(savedFiltersQuery());
  const refresh = useRefreshFilter();
  const rename = useRenameFilter();
  const remove = useDeleteFilter();
  const navigate = useNavigate();
  const [renaming, setRenaming] = useState<SavedFilter | null>(null);
  const [deleting, setDeleting] = useState<SavedFilter | null>(null);
  const failed = (error: unknown) => showToast({ tone: 'error', message: serverMessageOr(error, SAVE_FAILED) });

  if (filters.isError) return <LoadError error={filters.error} onRetry={() => void filters.refetch()} />;
  return (
    <Stack gap="md">
      <DataTable<SavedFilter>
        label="Saved Filters"
        rows={filters.data ?? []}
        loading={filters.isPending}
        rowKey={(f) => String(f.filter_id)}
        emptyState="No saved filters yet. In Find Prospects, choose Save Filter to keep a set of criteria."
        columns={[
          { key: 'name', header: 'Name', cell: (f) => f.name },
          { key: 'show', header: 'Show year', cell: (f) => showYearLabel(f.show_name, f.show_year) },
          { key: 'type', header: 'Contact type', cell: (f) => CONTACT_TYPE_LABELS[f.contact_type] },
          {
            key: 'criteria',
            header: 'Criteria',
            cell: (f) => (
              <Text size="sm" lineClamp={2}>
                {activeValues(f.criteria)
                  .map((a) => a.label)
                  .join('; ') || 'All contacts'}
              </Text>
            ),
          },
          { key: 'count', header: 'Contacts', numeric: true, cell: (f) => formatCount(f.contact_count) },
          { key: 'counted', header: 'Counted', cell: (f) => formatDateTime(f.counted_at) },
          {
            key: 'actions',
            header: 'Actions',
            cell: (f) => (
              <Group gap={4} wrap="nowrap">
                <Button
                  size="compact-xs"
                  variant="light"
                  aria-label={`Load ${f.name}`}
                  onClick={() =>
                    navigate({
                      pathname: paths.passport.findProspects,
                      search: `?${new URLSearchParams({ show_year: f.show_year, [FILTER_PARAM]: String(f.filter_id) })}`,
                    })
                  }
                >
                  Load
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  aria-label={`Refresh ${f.name}`}
                  loading={refresh.isPending && refresh.variables === f.filter_id}
                  onClick={() =>
                    refresh.mutate(f.filter_id, {
                      onSuccess: () => showToast({ tone: 'success', message: `Recounted “${f.name}”.` }),
                      onError: failed,
                    })
                  }
                >
                  Refresh
                </Button>
                <RenameDeleteButtons name={f.name} onRename={() => setRenaming(f)} onDelete={() => setDeleting(f)} />
              </Group>
            ),
          },
        ]}
      />
      <RenameDeleteDialogs
        noun="filter"
        schema={renameFilterBody.shape.name}
        renaming={renaming && { id: renaming.filter_id, name: renaming.name }}
        deleting={deleting && { id: deleting.filter_id, name: deleting.name }}
        onRename={(filterId, name) => rename.mutateAsync({ filterId, name })}
        onDelete={(filterId) => remove.mutateAsync(filterId)}
        onClose={() => {
          setRenaming(null);
          setDeleting(null);
        }}
      />
    </Stack>
  );
}
