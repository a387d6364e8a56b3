import { paths } from '../../../lib/paths.ts';
import classes from '../help-text.module.css';
import { OpenInApp } from './open-in-app.tsx';

export function FindProspectsHelp() {
  return (
    <div className={classes.text}>
      <p>Find Prospects builds a list of attendees who match the customers you are looking for.</p>
      <OpenInApp to={paths.passport.findProspects} screen="Find Prospects" />
      <h2>1. Choose the show year and contact type</h2>
      <p>Pick a show year, then one of the three contact types:</p>
      <ul>
        <li>
          <strong>Registrations</strong> — everyone registered to visit the show;
        </li>
        <li>
          <strong>Leads</strong> — attendees whose badges were scanned at your booth;
        </li>
        <li>
          <strong>Opportunities</strong> — attendees whose badges were scanned elsewhere on the show floor.
        </li>
      </ul>
      <h2>2. Add filters</h2>
      <p>
        Filters are grouped in tabs. For example, open the <strong>Industries</strong> tab: each industry shows how many
        contacts it has. Select one or several industries and choose <strong>Apply</strong>. Add more filters from the
        other tabs in the same way.
      </p>
      <p>The results update each time you add or remove a filter, so you can watch the list narrow down.</p>
      <h2>3. Save the list</h2>
      <p>
        When the results look right, save them as a list. Give it a descriptive name — for example “Aerospace buyers,
        Midwest” — so you can find it later under Saved Lists. To reuse the criteria rather than the contacts, save the
        filters as well; they appear under Saved Filters.
      </p>
    </div>
  );
}
