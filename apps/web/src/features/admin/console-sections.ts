// The administrator console's side navigation (issue 19, decision 050): one line per section.
// A helper adding a section adds its line here and its route in routes.tsx.
import type { Icon } from '@tabler/icons-react';
import {
  IconAdjustments,
  IconBooks,
  IconBuildingStore,
  IconHistory,
  IconListCheck,
  IconReceipt,
  IconRoute,
  IconSpeakerphone,
  IconTicket,
  IconTool,
  IconUsers,
} from '@tabler/icons-react';

export type ConsoleSection = { label: string; path: string; icon: Icon };

export const consoleSections: readonly ConsoleSection[] = [
  { label: 'Users', path: '/admin/console/users', icon: IconUsers },
  { label: 'Catalogue', path: '/admin/console/catalogue', icon: IconBooks },
  { label: 'Maintenance', path: '/admin/console/maintenance', icon: IconTool },
  { label: 'Redirects', path: '/admin/console/redirects', icon: IconRoute },
  { label: 'Exhibitor Passport', path: '/admin/console/passport', icon: IconTicket },
  { label: 'Payments', path: '/admin/console/payments', icon: IconReceipt },
  { label: 'Jobs', path: '/admin/console/jobs', icon: IconListCheck },
  { label: 'Configuration', path: '/admin/console/configuration', icon: IconAdjustments },
  { label: 'Audit log', path: '/admin/console/audit-log', icon: IconHistory },
  { label: 'Companies', path: '/admin/console/companies', icon: IconBuildingStore },
  { label: 'Announcements and labels', path: '/admin/console/texts', icon: IconSpeakerphone },
];
