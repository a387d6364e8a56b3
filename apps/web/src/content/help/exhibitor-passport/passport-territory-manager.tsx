import { paths } from '../../../lib/paths.ts';
import classes from '../help-text.module.css';
import { OpenInApp } from './open-in-app.tsx';

export function PassportTerritoryManagerHelp() {
  return (
    <div className={classes.text}>
      <p>
        Passport Territory Manager divides the show’s attendees among your company’s Exhibitor Passport users, so each
        salesperson works the prospects in their own territory.
      </p>
      <OpenInApp to={paths.passport.territoryManager} screen="Passport Territory Manager" />
      <h2>Seats and who manages them</h2>
      <p>
        A show passport subscription covers three employees of the exhibitor; additional seats can be bought for a fee.
        Each regional show app covers one employee. A seat can be reassigned only when the employee holding it has left
        the company — contact support to do so.
      </p>
      <h2>Assign territories</h2>
      <ol>
        <li>Open Passport Territory Manager and choose the show year.</li>
        <li>Select a user of your company.</li>
        <li>
          Add the U.S. states or the countries that user covers. A state or country can belong to only one user at a
          time.
        </li>
        <li>Save. The user’s Find Prospects and Search Contacts results are limited to that territory.</li>
      </ol>
      <p>Users without a territory see every attendee.</p>
    </div>
  );
}
