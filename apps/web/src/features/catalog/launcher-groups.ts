// The launcher's layout (spec §2, §6): active apps only, grouped by group name, groups by group
// sort order and apps inside a group by app sort order.
import { ACTIVE_STATUS, type ProductRecord } from '@mti/contracts/catalog/catalog-api';

export type LauncherGroup = { name: string; apps: ProductRecord[] };

export function groupProducts(products: readonly ProductRecord[]): LauncherGroup[] {
  const groups = new Map<string, { order: number; apps: ProductRecord[] }>();
  for (const product of products) {
    if (product.status !== ACTIVE_STATUS) continue;
    const group = groups.get(product.group_name);
    if (group) {
      group.apps.push(product);
      group.order = Math.min(group.order, product.group_sort_order);
    } else {
      groups.set(product.group_name, { order: product.group_sort_order, apps: [product] });
    }
  }
  return [...groups.entries()]
    .sort(([nameA, a], [nameB, b]) => a.order - b.order || nameA.localeCompare(nameB))
    .map(([name, { apps }]) => ({ name, apps: apps.sort((a, b) => a.app_sort_order - b.app_sort_order) }));
}
