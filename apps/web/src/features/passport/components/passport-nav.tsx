// The passport's screens as links (one route each), keeping the chosen show year in the address.
// Search Contacts, Saved Filters and Saved Lists sit under Tools, as the help pages say.
import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { SHOW_YEAR_PARAM } from '../show-year-context.ts';

const SCREENS = [
  { to: paths.passport.overview, label: 'Overview' },
  { to: paths.passport.findProspects, label: 'Find Prospects' },
  { to: paths.passport.myAnalytics, label: 'My Analytics' },
  { to: paths.passport.territoryManager, label: 'Territory Manager' },
  { to: paths.passport.campaigns, label: 'E-mail Campaigns' },
] as const;

const TOOLS = [
  { to: paths.passport.searchContacts, label: 'Search Contacts' },
  { to: paths.passport.savedFilters, label: 'Saved Filters' },
  { to: paths.passport.savedLists, label: 'Saved Lists' },
] as const;

export function PassportNav({ showYear }: { showYear: string }) {
  const search = `?${new URLSearchParams({ [SHOW_YEAR_PARAM]: showYear })}`;
  const { pathname } = useLocation();
  const inTools = TOOLS.find((t) => pathname.startsWith(t.to));
  return (
    <nav aria-label="Exhibitor Passport">
      <Group gap={4} wrap="wrap">
        {SCREENS.map((screen) => (
          <NavLink key={screen.to} to={{ pathname: screen.to, search }} style={{ textDecoration: 'none' }}>
            {({ isActive }) => (
              <Button component="span" size="sm" variant={isActive ? 'filled' : 'subtle'}>
                {screen.label}
              </Button>
            )}
          </NavLink>
        ))}
        <Menu position="bottom-start" withinPortal>
          <Menu.Target>
            <Button size="sm" variant={inTools ? 'filled' : 'subtle'} rightSection={<IconChevronDown size={14} />}>
              {inTools ? `Tools: ${inTools.label}` : 'Tools'}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {TOOLS.map((tool) => (
              <Menu.Item key={tool.to} component={Link} to={{ pathname: tool.to, search }}>
                {tool.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
    </nav>
  );
}
