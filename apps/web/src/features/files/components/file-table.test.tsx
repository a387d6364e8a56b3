import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { repositoryFile } from '../../../../test/files-fixtures.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { FileTable } from './file-table.tsx';

const files = [
  repositoryFile({ name: 'Beta.csv', createdDate: String(Date.parse('2026-02-01T12:00:00Z')) }),
  repositoryFile({
    name: 'alpha.xanalyzer',
    createdDate: String(Date.parse('2026-03-01T12:00:00Z')),
    lastModifiedDate: String(Date.parse('2026-07-04T16:00:00Z')),
  }),
  repositoryFile({ name: 'Charts', folder: 'true', createdDate: String(Date.parse('2026-01-05T14:30:00Z')) }),
];

function renderTable(rows = files) {
  const handlers = { onOpen: vi.fn(), onRename: vi.fn(), onDelete: vi.fn() };
  renderWithProviders(<FileTable files={rows} loading={false} {...handlers} />);
  return { ...handlers, user: userEvent.setup() };
}

const names = () =>
  within(screen.getByRole('table', { name: 'Files' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('FileTable', () => {
  it('shows the columns Name and Created/Modified, newest created first', () => {
    renderTable();
    expect(screen.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: /^Created\/Modified/ })).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['alpha.xanalyzer', 'Beta.csv', 'Charts']);
  });

  it('toggles the direction of a column on each click', async () => {
    const { user } = renderTable();
    const nameHeader = screen.getByRole('button', { name: 'Name' });
    await user.click(nameHeader);
    expect(names()).toEqual(['alpha.xanalyzer', 'Beta.csv', 'Charts']);
    expect(screen.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(nameHeader);
    expect(names()).toEqual(['Charts', 'Beta.csv', 'alpha.xanalyzer']);
    expect(screen.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'descending');

    const created = screen.getByRole('button', { name: 'Created/Modified' });
    await user.click(created);
    expect(names()).toEqual(['Charts', 'Beta.csv', 'alpha.xanalyzer']);
    expect(screen.getByRole('columnheader', { name: /^Created\/Modified/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(created);
    expect(names()).toEqual(['alpha.xanalyzer', 'Beta.csv', 'Charts']);
  });

  it('shows dates in Eastern time, and the modified date when it differs', () => {
    renderTable();
    const rowOf = (name: string) => screen.getByText(name).closest('tr');
    expect(rowOf('Charts')).toHaveTextContent('Jan 5, 2026, 9:30 AM EST');
    expect(rowOf('Charts')).not.toHaveTextContent('Modified');
    expect(rowOf('alpha.xanalyzer')).toHaveTextContent('Mar 1, 2026, 7:00 AM EST');
    expect(rowOf('alpha.xanalyzer')).toHaveTextContent('Modified Jul 4, 2026, 12:00 PM EDT');
  });

  it('opens a row on click or Enter, and the row actions do not open it', async () => {
    const { user, onOpen, onRename, onDelete } = renderTable();
    await user.click(screen.getByText('Beta.csv'));
    expect(onOpen).toHaveBeenLastCalledWith(files[0]);
    await user.click(screen.getByRole('button', { name: 'Rename Charts' }));
    expect(onRename).toHaveBeenCalledWith(files[2]);
    await user.click(screen.getByRole('button', { name: 'Delete alpha.xanalyzer' }));
    expect(onDelete).toHaveBeenCalledWith(files[1]);
    expect(onOpen).toHaveBeenCalledTimes(1);
    screen.getByText('Charts').closest('tr')?.focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(files[2]);
  });

  it("says 'You currently do not have any files.' when the folder is empty", () => {
    renderTable([]);
    expect(screen.getByText('You currently do not have any files.')).toBeVisible();
  });
});
