import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { product } from '../../../../test/identity-fixtures.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { AppCard } from './app-card.tsx';

function renderCard(app: ReturnType<typeof product>) {
  renderRoutes([
    {
      path: '/',
      element: (
        <AppCard
          app={app}
          target={{ kind: 'route', to: '/analytics/viewer/usmto-orders' }}
          underMaintenance={false}
          needsTerms={false}
          onRequestTerms={() => {}}
        />
      ),
    },
  ]);
}

describe('a data app in the launcher', () => {
  it("shows its dataset's release: the month its data runs through and the day the next is due", async () => {
    renderCard(product({ data_release: { data_through: '2026-10', next_release: '2026-11-15' } }));
    expect(await screen.findByTestId('data-release')).toHaveTextContent(
      /^Data through Oct 2026 · next release Nov 15$/,
    );
  });

  it('shows no release line for an app without a dataset', async () => {
    renderCard(product({ data_release: null }));
    expect(await screen.findByTestId('app-card')).toBeInTheDocument();
    expect(screen.queryByTestId('data-release')).not.toBeInTheDocument();
  });
});
