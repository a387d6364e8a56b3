// The error and status pages of spec §2 and §8, one component per route.
import { Anchor, Button } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconClockHour4,
  IconLock,
  IconMapOff,
  IconUserQuestion,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { siteContact } from '../../../content/site-contact.ts';
import { paths } from '../../../lib/paths.ts';
import { StatusPage } from '../components/status-page.tsx';
import { STATUS_TEXTS } from '../status-texts.ts';

const loginAgain = (
  <Button component={Link} to={paths.login}>
    Log in
  </Button>
);

export function BadRequestPage() {
  return <StatusPage heading="400 — Bad request" message={STATUS_TEXTS[400]} icon={<IconAlertTriangle size={36} />} />;
}
export function UnauthorizedPage() {
  return <StatusPage heading="401 — Unauthorized" message={STATUS_TEXTS[401]} icon={<IconLock size={36} />} />;
}
export function ForbiddenPage() {
  return <StatusPage heading="403 — Forbidden" message={STATUS_TEXTS[403]} icon={<IconLock size={36} />} />;
}
export function NotFoundPage() {
  return <StatusPage heading="404 — Page not found" message={STATUS_TEXTS[404]} icon={<IconMapOff size={36} />} />;
}
export function ServerErrorPage() {
  return <StatusPage heading="500 — Server error" message={STATUS_TEXTS[500]} icon={<IconAlertTriangle size={36} />} />;
}
export function UnknownErrorPage505() {
  return (
    <StatusPage heading="505 — Unknown error" message={STATUS_TEXTS[505]} icon={<IconAlertTriangle size={36} />} />
  );
}
export function UnknownErrorPage() {
  return (
    <StatusPage
      heading="Something went wrong"
      message={STATUS_TEXTS.unknownError}
      icon={<IconAlertTriangle size={36} />}
      actions={loginAgain}
    />
  );
}
export function SessionExpiredPage() {
  return (
    <StatusPage
      heading="Session expired"
      tone="info"
      message={STATUS_TEXTS.sessionExpired}
      icon={<IconClockHour4 size={36} />}
      actions={loginAgain}
    />
  );
}
export function MissingIdPage() {
  return (
    <StatusPage
      heading="Almost there"
      tone="info"
      icon={<IconUserQuestion size={36} />}
      message={
        <>
          {STATUS_TEXTS.missingId(siteContact.email).replace(`${siteContact.email}.`, '')}
          <Anchor href={`mailto:${siteContact.email}`}>{siteContact.email}</Anchor>.
        </>
      }
    />
  );
}
export function SuccessPage() {
  return (
    <StatusPage
      heading="Success"
      tone="success"
      message="Thank you — your submission has been received."
      icon={<IconCircleCheck size={36} />}
      actions={
        <Button component={Link} to="/surveyApp">
          Back to my surveys
        </Button>
      }
    />
  );
}
