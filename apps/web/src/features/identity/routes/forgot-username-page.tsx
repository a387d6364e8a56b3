// forgotusername (spec §2, §5): heading 'Forgot Username?', one e-mail field with the pattern rule;
// on success the form gives way to a notice. Errors go to their status page (spec §8).
import { Anchor, Text } from '@mantine/core';
import { forgotUserNameBody } from '@mti/contracts/identity/identity-api';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { requestUserNameReminder } from '../api/forgot-user-name.ts';
import { EmailRequestPage } from '../components/email-request-page.tsx';

// A status-only error has already opened its status page; a refusal with a msg shows here.
const refusalMessage = (failure: unknown) => serverMessageOr(failure, null);

export function ForgotUsernamePage() {
  return (
    <EmailRequestPage
      heading="Forgot Username?"
      intro="Enter the e-mail address of your account and we will e-mail you your username."
      submitLabel="Send my username"
      schema={forgotUserNameBody}
      request={requestUserNameReminder}
      errorMessage={refusalMessage}
      sentNotice={
        <Text size="sm">
          If an account uses that address, we have sent your username to it. If it does not arrive soon, please check
          your junk mail folder or{' '}
          <Anchor component={Link} to={paths.support} size="sm">
            contact support
          </Anchor>
          .
        </Text>
      }
    />
  );
}
