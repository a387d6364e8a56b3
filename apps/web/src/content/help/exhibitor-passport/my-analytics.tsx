import { paths } from '../../../lib/paths.ts';
import classes from '../help-text.module.css';
import { OpenInApp } from './open-in-app.tsx';

export function MyAnalyticsHelp() {
  return (
    <div className={classes.text}>
      <p>My Analytics shows how your company did at the show you choose.</p>
      <OpenInApp to={paths.passport.myAnalytics} screen="My Analytics" />
      <h2>Leads and opportunities</h2>
      <p>For the chosen show year you see two totals:</p>
      <ul>
        <li>
          <strong>Leads</strong> — attendees whose badges were scanned at your booth;
        </li>
        <li>
          <strong>Opportunities</strong> — attendees whose badges were scanned elsewhere on the show floor, who did not
          visit you.
        </li>
      </ul>
      <h2>Breakdowns</h2>
      <p>
        Tabs break both totals down by <strong>Industry</strong>, <strong>Product Interest</strong>,{' '}
        <strong>Plant Size</strong>, <strong>Buying Role</strong> and <strong>Job Function</strong>.
      </p>
      <h2>Lead percent by product category</h2>
      <p>
        A bar chart shows, for each product category, your lead percent: leads ÷ (leads + opportunities). A high percent
        means you met most of the attendees interested in that category; a low one points to people you missed.
      </p>
      <p>Click a bar to save its contacts as a list or to export them.</p>
    </div>
  );
}
