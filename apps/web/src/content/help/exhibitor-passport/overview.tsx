import { paths } from '../../../lib/paths.ts';
import classes from '../help-text.module.css';
import { OpenInApp } from './open-in-app.tsx';

export function OverviewHelp() {
  return (
    <div className={classes.text}>
      <p>
        Overview is the first screen of the Exhibitor Passport. It summarises the current show year’s attendance so that
        you can see at a glance who is coming and where to start prospecting.
      </p>
      <OpenInApp to={paths.passport.overview} screen="Overview" />
      <h2>Registration totals</h2>
      <ul>
        <li>
          <strong>Current visitor registration</strong> counts the people registered to visit the show. Exhibitors,
          media and students are excluded, so the number reflects potential buyers.
        </li>
        <li>
          <strong>Visitors with e-mail opt-in</strong> counts the registered visitors who agreed to receive e-mail from
          exhibitors — the people you can include in a campaign.
        </li>
      </ul>
      <h2>Top 10 industries and top 10 products</h2>
      <p>
        Two lists show the ten industries with the most registered visitors and the ten products visitors are most
        interested in. Each line has an export action that builds the contact list for that industry or product. Choose{' '}
        <strong>More Industries</strong> or <strong>More Products</strong> to see the full lists.
      </p>
      <h2>Region map</h2>
      <p>
        The map shows where visitors come from. Switch between <strong>United States of America</strong> and{' '}
        <strong>World</strong>; the darker a state or country, the more contacts it has. Hover over a region to see its
        visitors’ demographics by <strong>Plant Size</strong>, <strong>Buying Role</strong> and{' '}
        <strong>Job Function</strong>.
      </p>
    </div>
  );
}
