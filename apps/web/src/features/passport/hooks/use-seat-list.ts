// The seats list's page, sort and search, kept in the address, and the page of subscriptions they ask
// for. The administration screen (its access check) and the seats panel read the same query, so the
// server is asked once.
import { useQuery } from '@tanstack/react-query';
import { useListState } from '../../../components/use-list-state.ts';
import { adminSeatListQuery } from '../api/admin.ts';

export const SEAT_LIST_PAGE_SIZE = 25;

export function useSeatList() {
  const state = useListState({ sort: 'company_name', dir: 'asc' });
  const params = state.params(['q'], SEAT_LIST_PAGE_SIZE);
  const list = useQuery(adminSeatListQuery(params));
  return { state, list };
}
