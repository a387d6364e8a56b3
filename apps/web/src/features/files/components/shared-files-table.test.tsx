// Shared with me lists files of any type with their owner and the caller's access; a territory
// plan opens in the Territory Wizard from the keyboard (Tab, Enter), a shared analysis in the analyzer; a type no app opens by id is
// listed without a link.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../../test/render.tsx';
import { SharedFilesTable } from './shared-files-table.tsx';

const files = [
  {
    id: '7f1c2d3e-0000-4000-a000-000000000001',
    name: 'Great Lakes plan.xterritory',
    owner_name: 'Avery Lindqvist',
    access: 'read' as const,
    modified: '2026-05-04T14:00:00.000Z',
  },
  {
    id: '7f1c2d3e-0000-4000-a000-000000000002',
    name: 'quotas.csv',
    owner_name: 'Avery Lindqvist',
    access: 'edit' as const,
    modified: '2026-06-11T16:30:00.000Z',
  },
  {
    id: '7f1c2d3e-0000-4000-a000-000000000003',
    name: 'Orders by state.xanalyzer',
    owner_name: 'Avery Lindqvist',
    access: 'read' as const,
    modified: '2026-07-01T09:00:00.000Z',
  },
];

describe('SharedFilesTable', () => {
  it('shows owner and access, and opens a plan in the wizard with Tab and Enter', async () => {
    const { router } = renderRoutes(
      [
        { path: '/myfiles', element: <SharedFilesTable files={files} loading={false} /> },
        { path: '/apps/territory-wizard', element: <h1>Territory Wizard</h1> },
      ],
      '/myfiles',
    );
    const table = screen.getByRole('table', { name: 'Shared with me' });
    const plan = within(table).getByRole('row', { name: /Great Lakes plan/ });
    expect(plan).toHaveTextContent('Avery Lindqvist');
    expect(plan).toHaveTextContent('Read-only');
    const csv = within(table).getByRole('row', { name: /quotas\.csv/ });
    expect(csv).toHaveTextContent('Editable');
    expect(within(csv).queryByRole('link')).toBeNull();

    const user = userEvent.setup();
    const link = screen.getByRole('link', { name: 'Open Great Lakes plan.xterritory' });
    // Past the sortable column headers to the first link.
    for (let i = 0; i < 10 && document.activeElement !== link; i++) await user.tab();
    expect(link).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Territory Wizard' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?file=${files[0]?.id}`);
  });

  it('opens a shared analysis at its address in the analyzer', async () => {
    const { router } = renderRoutes(
      [
        { path: '/myfiles', element: <SharedFilesTable files={files} loading={false} /> },
        { path: '/analyzer/viewer/:fileId', element: <h1>Analyzer</h1> },
      ],
      '/myfiles',
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'Open Orders by state.xanalyzer' }));
    expect(await screen.findByRole('heading', { name: 'Analyzer' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/analyzer/viewer/${files[2]?.id}`);
  });

  it('says so when nothing is shared', () => {
    renderRoutes([{ path: '/', element: <SharedFilesTable files={[]} loading={false} /> }]);
    expect(screen.getByText('No colleague shares a file with your organisation yet.')).toBeInTheDocument();
  });
});
