import classes from '../help-text.module.css';

export function CampaignHelp() {
  return (
    <div className={classes.text}>
      <p>
        Campaigns send an e-mail to one of your saved lists. A campaign moves through these steps: create, sender
        details, list, e-mail type, preview, proof and schedule.
      </p>
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
          <strong>Choose the e-mail type.</strong> Paste your own HTML code, or start from a template.
        </li>
        <li>
          <strong>Preview</strong> the e-mail as recipients will see it.
        </li>
        <li>
          <strong>Send a proof.</strong> Enter one or more proof recipients and send yourself a test copy.
        </li>
        <li>
          <strong>Schedule.</strong> Set the date and time and choose Schedule. The campaign goes out as scheduled.
        </li>
      </ol>
      <p className={classes.note}>
        Every campaign must comply with the anti-spam and data-protection laws that apply to you and your recipients,
        and must not be deceptive in its sender, subject or content. Only contacts who opted in to e-mail receive it.
      </p>
    </div>
  );
}
