// Spec §2 Exhibitor Passport terms page: two certifications, both required to activate the tool.
// The server refuses anything less with the same message.
import { Alert, Anchor, Button, Checkbox, Stack, Text } from '@mantine/core';
import { BOTH_CERTIFICATIONS_REQUIRED } from '@mti/contracts/passport/passport-api';
import { type FormEvent, useState } from 'react';
import { LegalPopupLink } from '../../../components/legal-popup-link.tsx';
import { legalDocuments } from '../../../content/legal/legal-documents.ts';
import { ACTIVATE, CERTIFICATION_EXPORTS, CERTIFICATION_LAWFUL } from '../passport-texts.ts';

type ActivationFormProps = {
  onActivate: (certifications: { lawful_permission: boolean; exported_contacts_handling: boolean }) => void;
  busy: boolean;
  /** The server's refusal, if any. */
  serverError: string | null;
};

const gdpr = legalDocuments['gdpr-terms'];

export function ActivationForm({ onActivate, busy, serverError }: ActivationFormProps) {
  const [lawful, setLawful] = useState(false);
  const [exports, setExports] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const missing = submitted && !(lawful && exports);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!(lawful && exports)) return;
    onActivate({ lawful_permission: lawful, exported_contacts_handling: exports });
  }

  const error = missing ? BOTH_CERTIFICATIONS_REQUIRED : serverError;
  return (
    <form onSubmit={submit} noValidate aria-describedby={error ? 'passport-activation-error' : undefined}>
      <Stack gap="md">
        <Text>
          Read the{' '}
          <LegalPopupLink href="/legal/gdpr-terms" title={gdpr.title} Content={gdpr.Content}>
            IMTS Exhibitor Passport GDPR Terms
          </LegalPopupLink>{' '}
          and the <Anchor href="/legal/terms-of-use">Terms of Use</Anchor>.
        </Text>
        <Checkbox
          label={CERTIFICATION_LAWFUL}
          checked={lawful}
          onChange={(event) => setLawful(event.currentTarget.checked)}
          error={missing && !lawful}
        />
        <Checkbox
          label={CERTIFICATION_EXPORTS}
          checked={exports}
          onChange={(event) => setExports(event.currentTarget.checked)}
          error={missing && !exports}
        />
        {error && (
          <Alert id="passport-activation-error" color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <div>
          <Button type="submit" loading={busy}>
            {ACTIVATE}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
