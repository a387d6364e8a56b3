import { paths } from '../../../lib/paths.ts';
import classes from '../help-text.module.css';
import { OpenInApp } from './open-in-app.tsx';

export function SearchContactsHelp() {
  return (
    <div className={classes.text}>
      <p>
        Search Contacts, under <strong>Tools</strong>, finds particular people rather than groups.
      </p>
      <OpenInApp to={paths.passport.searchContacts} screen="Search Contacts" />
      <h2>Search by name</h2>
      <p>
        Pick a show year, then type a name. <strong>Advanced options</strong> change how precisely the name must match.
        The default operator is <strong>Include</strong>: a contact matches when the first or last name contains what
        you typed.
      </p>
      <h2>Other criteria</h2>
      <ul>
        <li>
          Search by <strong>Title</strong>, <strong>Company</strong>, <strong>Country</strong>, <strong>State</strong>{' '}
          and <strong>City</strong>.
        </li>
        <li>
          Or by distance: enter a 5-digit U.S. zip code and a radius. Distance search covers the United States only.
        </li>
      </ul>
      <h2>Results</h2>
      <ul>
        <li>The counts show how many contacts you selected and how many of them opted in to e-mail.</li>
        <li>Sort the results, for example with the A-Z toggle.</li>
        <li>
          <strong>Select All</strong> selects the results on every page; <strong>Select All On This Page</strong> only
          the page you see.
        </li>
        <li>
          <strong>Save List</strong> stays disabled until at least one contact is selected. Enter a list name and save.
        </li>
      </ul>
    </div>
  );
}
