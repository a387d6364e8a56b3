import { paths } from '../../../lib/paths.ts';
import classes from '../help-text.module.css';
import { OpenInApp } from './open-in-app.tsx';

export function CampaignHelp() {
  return (
    <div className={classes.text}>
      <p>
        Campaigns send an e-mail to one of your saved lists. A campaign moves through these steps: create, sender
        details, list, e-mail type, preview, proof and schedule.
      </p>
      <OpenInApp to={paths.passport.campaigns} screen="E-mail Campaigns" />
      <ol>
        <li>
          <strong>Create the campaign.</strong> Enter a name and choose <strong>Create New Campaign</strong>.
        </li>
        <li>
          <strong>Check the sender details.</strong> Verify <strong>From Name</strong>, <strong>From Email</strong> and{' '}
          <strong>Reply-To Email</strong>. Fields shown in blue are required. Choose Edit to change them, then close the
          editor.
        </li>
        <li>
          <strong>Select a list.</strong> Choose one of your saved lists. Lists with more than 10,000 contacts are sent
          in parts of 10,000.
        </li>
        <li>
          <strong>Choose the e-mail type.</strong> Paste your own HTML code, or start from a template. Templates show
          your logo, your booth number and a call to action around a message you write in the editor. Insert merge
          fields (first name, company, booth number), each with a fallback for contacts who have none.
        </li>
        <li>
          <strong>Preview</strong> the e-mail as recipients will see it.
        </li>
        <li>
          <strong>Send a proof.</strong> Enter one or more proof recipients and send yourself a test copy. A proof goes
          to at most five addresses.
        </li>
        <li>
          <strong>Schedule.</strong> Set the date and time and choose Schedule. The campaign goes out as scheduled.
          Times are in US Eastern time (ET). Or choose Send now.
        </li>
      </ol>
      <h2>While it sends</h2>
      <p>
        The campaign’s page shows how many messages are queued, sent and failed, and how many recipients unsubscribed,
        with the progress of each part and a send log. You can pause, resume or cancel a campaign.
      </p>
      <h2>Sender domains</h2>
      <p>
        The From Email must be at one of your company’s verified domains. Add a domain on the E-mail Campaigns screen: a
        confirmation e-mail goes to the address you give at that domain, and the domain is verified when its link is
        followed. Every message carries our postal address and an unsubscribe link.
      </p>
      <p className={classes.note}>
        Every campaign must comply with the anti-spam and data-protection laws that apply to you and your recipients,
        and must not be deceptive in its sender, subject or content. Only contacts who opted in to e-mail receive it.
      </p>
    </div>
  );
}
