// Paging of a result table: the page, and which rows of how many it shows.
import { Group, Pagination, Text } from '@mantine/core';
import { formatCount } from '../format-count.ts';

type ResultsPagerProps = { total: number; page: number; pageSize: number; onPage: (page: number) => void };

export function ResultsPager({ total, page, pageSize, onPage }: ResultsPagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" wrap="wrap">
      <Text size="sm" c="dimmed">
        {formatCount(first)}–{formatCount(last)} of {formatCount(total)}
      </Text>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onPage}
        size="sm"
        getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
      />
    </Group>
  );
}
