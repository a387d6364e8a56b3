// The header's app dropdown (spec §2 Header, §6): on the viewer routes, when signed in and the
// app's title is known, the title opens a menu of the role's menu groups.
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { productsQuery } from '../api/get-products.ts';
import { roleMenuQuery } from '../api/get-role-menu.ts';
import { appTarget } from '../app-target.ts';
import { appTitleText } from '../app-title.ts';
import { currentAppFromPath } from '../current-app.ts';

export function AppDropdown({ pathname }: { pathname: string }) {
  const current = currentAppFromPath(pathname);
  const products = useQuery({ ...productsQuery(), enabled: current !== null });
  const product = current ? products.data?.find(current.matches) : undefined;
  const menu = useQuery({ ...roleMenuQuery(current?.role ?? ''), enabled: !!product });
  if (!current || !product) return null;
  const title = appTitleText(product.app_title);
  const groups = (menu.data ?? []).filter((group) => group.entries.length > 0);

  return (
    <Menu position="bottom-start" shadow="md" width={260} withinPortal>
      <Menu.Target>
        <Button variant="subtle" rightSection={<IconChevronDown size={16} aria-hidden="true" />} px="xs" fw={700}>
          {title}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {menu.isPending && <Menu.Label>Loading…</Menu.Label>}
        {menu.isError && <Menu.Label>The menu could not be loaded.</Menu.Label>}
        {menu.isSuccess && groups.length === 0 && <Menu.Label>No other pages for this app.</Menu.Label>}
        {groups.map((group, index) => (
          <Fragment key={group.menu_group_name}>
            {index > 0 && <Menu.Divider />}
            <Menu.Label>{group.menu_group_name}</Menu.Label>
            {group.entries.map((entry) => {
              const target = appTarget(entry);
              if (target?.kind === 'external') {
                return (
                  <Menu.Item
                    key={entry.url_key}
                    component="a"
                    href={target.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    rightSection={<IconExternalLink size={14} aria-hidden="true" />}
                  >
                    {entry.short_name}
                  </Menu.Item>
                );
              }
              if (target?.kind === 'route') {
                return (
                  <Menu.Item key={entry.url_key} component={Link} to={target.to}>
                    {entry.short_name}
                  </Menu.Item>
                );
              }
              return null;
            })}
          </Fragment>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
