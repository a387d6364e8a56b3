// Console › Payments, against a fake of the server: a check for failed refunds that could not be made
// says so (it would otherwise read as "no refund failed"): a refusal's message without Try again, or Try
// again after a 503, which shows the refunds that failed. The orders list's own load errors are the
// shared table's (console-list-table.test.tsx).
import type { FailedRefundsResponse } from '@mti/contracts/admin/console-payments';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectRefusalShown, expectTryAgainLoads, type LoadErrorSteps } from '../../../../test/console-list-steps.ts';
import { fakeApi } from '../../../../test/fake-api.ts';
import { renderRoutes } from '../../../../test/render.tsx';
import { PaymentsPage } from './payments-page.tsx';

const slow = { timeout: 60_000 };
const FAILED_REFUNDS = 'GET /api/admin/console/payments/failed-refunds';
const failed: FailedRefundsResponse = {
  days: 30,
  refunds: [
    {
      kind: 'failed',
      refund_id: 7,
      order_id: 1042,
      amount_cents: 123456,
      reason: 'Sample: gateway unreachable',
      attempts: 12,
      requested_at: '2026-11-28T10:00:00Z',
    },
  ],
};

const steps: LoadErrorSteps = {
  render: (reply) => {
    const api = fakeApi({
      [FAILED_REFUNDS]: reply,
      'GET /api/admin/console/payments/orders': { body: { rows: [], total: 0, page: 1, page_size: 25 } },
      'GET /api/admin/console/payments/reconciliation': { body: { unbooked: [] } },
    });
    renderRoutes([{ path: '/', element: <PaymentsPage /> }]);
    return api;
  },
  route: FAILED_REFUNDS,
  loaded: () => screen.findByRole('alert', { name: '1 refund failed in the last 30 days' }),
  answer: { body: failed },
  shows: 'Order 1042',
};

afterEach(() => vi.unstubAllGlobals());

describe('failed refunds that could not be checked', () => {
  it('show a refusal’s message without Try again', slow, async () => {
    await expectRefusalShown(steps);
    expect(await screen.findByRole('table', { name: 'Orders' })).toBeVisible();
  });

  it('offer Try again after a 503, which shows the refunds that failed', slow, async () => {
    await expectTryAgainLoads(steps);
  });
});
