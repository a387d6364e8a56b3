// The passport's screens as links (one route each), keeping the chosen show year in the address.
import { Button, Group } from '@mantine/core';
import { NavLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { SHOW_YEAR_PARAM } from '../show-year-context.ts';

const SCREENS = [
  { to: paths.passport.overview, label: 'Overview' },
  { to: paths.passport.findProspects, label: 'Find Prospects' },
  { to: paths.passport.searchContacts, label: 'Search Contacts' },
  { to: paths.passport.savedFilters, label: 'Saved Filters' },
  { to: paths.passport.savedLists, label: 'Saved Lists' },
  { to: paths.passport.myAnalytics, label: 'My Analytics' },
  { to: paths.passport.territoryManager, label: 'Territory Manager' },
] as const;

export function PassportNav({ showYear }: { showYear: string }) {
  const search = `?${new URLSearchParams({ [SHOW_YEAR_PARAM]: showYear })}`;
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
      </Group>
    </nav>
  );
}
