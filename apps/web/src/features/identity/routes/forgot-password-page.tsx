// forgotpassword (spec §2, §5, §9): heading 'Reset Password', one e-mail field; on success the form
// gives way to a notice (with the 60-minute junk-mail hint); a failure shows a danger state.
import { Anchor, Stack, Text } from '@mantine/core';
import { forgotPasswordBody } from '@mti/contracts/identity/identity-api';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { requestPasswordReset } from '../api/forgot-password.ts';
import { EmailRequestPage } from '../components/email-request-page.tsx';
import { messageOf } from '../error-message.ts';

export function ForgotPasswordPage() {
  return (
    <EmailRequestPage
      heading="Reset Password"
      intro="Enter the e-mail address of your account and we will send you a link to reset your password."
      submitLabel="Send reset link"
      schema={forgotPasswordBody}
      request={requestPasswordReset}
      errorMessage={messageOf}
      sentNotice={<ResetMailSentText />}
    />
  );
}

function ResetMailSentText() {
  const { data: config } = useSiteConfig();
  return (
    <Stack gap="xs">
      <Text size="sm">
        If an account uses that address, we have sent it a link to reset your password. The link works once and expires
        after 60 minutes.
      </Text>
      <Text size="sm">
        If the e-mail does not arrive within 60 minutes, please check your junk mail folder or{' '}
        <Anchor component={Link} to={paths.support} size="sm">
          contact support
        </Anchor>
        {config ? ` at ${config.supportPhone}` : ''}.
      </Text>
    </Stack>
  );
}
