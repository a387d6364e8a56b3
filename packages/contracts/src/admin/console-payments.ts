// /api/admin/console/payments/orders…: the console's Payments section (issue 19), so far the order
// list: every order of every user, paged, sorted and searched on the server, exported as CSV. Only
// the card's brand and last four digits exist to show; no card number is ever stored.
import { z } from 'zod';
import { consoleListQuery, consoleListResponse } from './console-list.ts';

export const ORDER_SORTS = ['created_at', 'id', 'userid', 'total_cents'] as const;
export const orderListQuery = consoleListQuery(ORDER_SORTS);
export type OrderListQuery = z.infer<typeof orderListQuery>;

export const consoleOrderRow = z.object({
  id: z.number().int(),
  site_id: z.string(),
  userid: z.string(),
  created_at: z.string(),
  total_cents: z.number().int(),
  description: z.string(),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  prospect_transaction: z.boolean(),
});
export type ConsoleOrderRow = z.infer<typeof consoleOrderRow>;
export const orderListResponse = consoleListResponse(consoleOrderRow);
export type OrderListResponse = z.infer<typeof orderListResponse>;
