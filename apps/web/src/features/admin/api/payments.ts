// The console's order detail and refund calls (decision 063): GET …/payments/orders/:id, and
// POST …/orders/:id/refunds, after which the order and every console list are loaded again; the
// Payments alert and its "Book it now" (decisions 091, 098).
import {
  type BookRefundResponse,
  bookRefundResponse,
  type FailedRefundsResponse,
  failedRefundsResponse,
  type OrderDetailResponse,
  orderDetailResponse,
  type ReconciliationResponse,
  type RefundBody,
  reconciliationResponse,
  refundResponse,
} from '@mti/contracts/admin/console-payments';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/http.ts';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

export const consoleOrderPath = (orderId: number) => `/admin/console/payments/orders/${orderId}`;
const orderKey = (orderId: number) => [SESSION_QUERY_SCOPE, 'admin-console', 'order', orderId] as const;
const base = (orderId: number) => `admin/console/payments/orders/${orderId}`;

export function consoleOrderQuery(orderId: number) {
  return queryOptions({
    queryKey: orderKey(orderId),
    queryFn: ({ signal }) => apiGet<OrderDetailResponse>(base(orderId), { schema: orderDetailResponse, signal }),
  });
}

export function useRefundOrder(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundBody) =>
      apiPost(`${base(orderId)}/refunds`, body, { schema: refundResponse, errorPages: false }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: orderKey(orderId) }),
        client.invalidateQueries({ queryKey: [SESSION_QUERY_SCOPE, 'admin-console', 'list'] }),
      ]),
  });
}

const reconciliationKey = [SESSION_QUERY_SCOPE, 'admin-console', 'list', 'reconciliation'] as const;

export function reconciliationQuery() {
  return queryOptions({
    queryKey: reconciliationKey,
    queryFn: ({ signal }) =>
      apiGet<ReconciliationResponse>('admin/console/payments/reconciliation', {
        schema: reconciliationResponse,
        signal,
      }),
  });
}

/** Completes the order of a charge without one, or voids the charge; every console list reloads. */
export function useSettleCharge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ tuid, action }: { tuid: string; action: 'complete' | 'void' }) =>
      apiPost(`admin/console/payments/reconciliation/${encodeURIComponent(tuid)}`, { action }, { errorPages: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: [SESSION_QUERY_SCOPE, 'admin-console', 'list'] }),
  });
}

/** The Payments alert: refunds failed in the last 30 days (decision 091). */
export function failedRefundsQuery() {
  return queryOptions({
    queryKey: [SESSION_QUERY_SCOPE, 'admin-console', 'list', 'failed-refunds'] as const,
    queryFn: ({ signal }) =>
      apiGet<FailedRefundsResponse>('admin/console/payments/failed-refunds', { schema: failedRefundsResponse, signal }),
  });
}

/** "Book it now" on a pending refund (decision 098); the order and every console list, the alert's included, reload. */
export function useBookRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (refundId: number) =>
      apiPost<BookRefundResponse>(`admin/console/payments/refunds/${refundId}/book`, undefined, {
        schema: bookRefundResponse,
        errorPages: false,
      }),
    onSuccess: (booked) =>
      Promise.all([
        client.invalidateQueries({ queryKey: orderKey(booked.order_id) }),
        client.invalidateQueries({ queryKey: [SESSION_QUERY_SCOPE, 'admin-console', 'list'] }),
      ]),
  });
}
