import { paths } from '../../../lib/paths.ts';
import classes from '../help-text.module.css';
import { OpenInApp } from './open-in-app.tsx';

export function SavedListsHelp() {
  return (
    <div className={classes.text}>
      <p>
        Saved Lists, under <strong>Tools</strong>, lists the attendee lists you saved. For each list you see{' '}
        <strong>Total Contacts</strong> and <strong>Contacts with Email</strong>.
      </p>
      <OpenInApp to={paths.passport.savedLists} screen="Saved Lists" />
      <h2>Rename and delete</h2>
      <p>Use Rename to give a list a clearer name, and Delete to remove a list you no longer need.</p>
      <h2>Export</h2>
      <ul>
        <li>
          <strong>Export contacts</strong> produces a .csv file, delivered as a zip, with all contact data including the
          attendees’ answers to the demographic questions.
        </li>
        <li>
          Or export <strong>only contacts with e-mail opt-in and a valid e-mail</strong>, ready for a campaign in your
          own e-mail tool.
        </li>
      </ul>
      <p className={classes.note}>
        Exported contacts may be used only for your company’s own marketing and must never be sold or shared. For
        contacts in the European Union, follow the GDPR Terms: mark exported records, name the file so it can be
        identified and delete a contact who asks to be forgotten.
      </p>
    </div>
  );
}
