// Spec §2: every Exhibitor Passport help page leads back to the help guide's Exhibitor Passport tab.
import { Link } from 'react-router';
import classes from './doc-page.module.css';

export const PASSPORT_HELP_GUIDE_HREF = '/documentation/help-guide#exhibitor-passport';

export function PassportBreadcrumb({ current }: { current: string }) {
  return (
    <nav aria-label="Breadcrumb" className={classes.crumbs}>
      <ol>
        <li>
          <Link to="/documentation/help-guide">Help guide</Link>
        </li>
        <li>
          <Link to={PASSPORT_HELP_GUIDE_HREF}>Exhibitor Passport</Link>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
