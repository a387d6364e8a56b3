// Payments › Charges without an order, against a fake of the server: a list that could not be loaded
// is never shown as "None: every charge has its order": a refusal's message without Try again, or Try
// again after a 503, which lists the charges.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectRefusalShown, expectTryAgainLoads, type LoadErrorSteps } from '../../../../test/console-list-steps.ts';
import { fakeApi } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { ReconciliationPanel } from './reconciliation-panel.tsx';

const slow = { timeout: 60_000 };
const RECONCILIATION = 'GET /api/admin/console/payments/reconciliation';
const charge = {
  tuid: 'T-SAMPLE-1',
  userid: 'sample.member',
  title: 'Sample download',
  amount_cents: 12_500,
  claimed_at: null,
  gateway_status: 'approved',
  charge_reference: null,
};

const steps: LoadErrorSteps = {
  render: (reply) => {
    const api = fakeApi({ [RECONCILIATION]: reply });
    renderRoutes([{ path: '/', element: <ReconciliationPanel /> }]);
    return api;
  },
  route: RECONCILIATION,
  loaded: () => screen.findByRole('table', { name: 'Charges without an order' }),
  answer: { body: { unbooked: [charge] } },
  shows: 'sample.member',
};

afterEach(() => vi.unstubAllGlobals());

describe('charges without an order that could not be loaded', () => {
  it('show a refusal’s message, not “None”, without Try again', slow, async () => {
    await expectRefusalShown(steps);
    expect(screen.queryByText(/None: every charge has its order/)).toBeNull();
  });

  it('offer Try again after a 503, which lists the charges', slow, async () => {
    await expectTryAgainLoads(steps);
  });
});
