import { paths } from '../../../lib/paths.ts';
import classes from '../help-text.module.css';
import { OpenInApp } from './open-in-app.tsx';

export function SavedFiltersHelp() {
  return (
    <div className={classes.text}>
      <p>
        Saved Filters, under <strong>Tools</strong>, lists the filter sets you saved in Find Prospects. A saved filter
        keeps the criteria, not the contacts, so it finds new registrations as they arrive.
      </p>
      <OpenInApp to={paths.passport.savedFilters} screen="Saved Filters" />
      <ul>
        <li>
          <strong>Refresh</strong> recounts the contacts that match today.
        </li>
        <li>
          <strong>Rename</strong> and <strong>Delete</strong> keep the list tidy.
        </li>
        <li>
          <strong>Load Saved Filters</strong> reopens the results in Find Prospects, where you can adjust the filters
          and save a list.
        </li>
      </ul>
    </div>
  );
}
