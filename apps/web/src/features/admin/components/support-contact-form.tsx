// The support phone, e-mail and hours the public site shows (footer, Support, notices). Each field's
// message from the shared rule shows once the field is left; the server checks the same rule and
// refuses a save started from an older version.

import { Stack, TextInput } from '@mantine/core';
import {
  type SiteSettingsResponse,
  type SupportContactBody,
  supportContactBody,
} from '@mti/contracts/admin/console-site-settings';
import type React from 'react';
import { useState } from 'react';
import { useSaveSiteSettings } from '../api/site-settings.ts';
import { SaveOutcome } from './save-outcome.tsx';
import { SubmitButton } from './submit-button.tsx';

type Field = Exclude<keyof SupportContactBody, 'version'>;
const FIELDS: ReadonlyArray<[Field, string, string]> = [
  ['supportPhone', 'Support phone', '(703) 555-0142'],
  ['supportEmail', 'Support e-mail', 'support@example.org'],
  ['supportHours', 'Support hours', 'Mon-Fri 8am-5pm EST'],
];

export function SupportContactForm({ settings }: { settings: SiteSettingsResponse }) {
  const save = useSaveSiteSettings();
  const [values, setValues] = useState<Record<Field, string>>(settings);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [saved, setSaved] = useState(false);
  const checked = supportContactBody.safeParse({ ...values, version: settings.version });
  const messageOf = (field: Field) =>
    touched[field] && !checked.success ? checked.error.issues.find((i) => i.path[0] === field)?.message : undefined;
  return (
    <form
      aria-label="Support contact"
      style={{ '--mantine-color-error': 'var(--mantine-color-red-9)' } as React.CSSProperties}
      onSubmit={(event) => {
        event.preventDefault();
        setTouched({ supportPhone: true, supportEmail: true, supportHours: true });
        if (checked.success)
          save.mutate({ part: 'support-contact', body: checked.data }, { onSuccess: () => setSaved(true) });
      }}
    >
      <Stack gap="sm" maw={480}>
        {FIELDS.map(([field, label, placeholder]) => (
          <TextInput
            key={field}
            label={label}
            placeholder={placeholder}
            value={values[field]}
            onChange={(event) => {
              setSaved(false);
              setValues({ ...values, [field]: event.currentTarget.value });
            }}
            onBlur={() => setTouched((t) => ({ ...t, [field]: true }))}
            error={messageOf(field)}
          />
        ))}
        <SaveOutcome
          error={save.error}
          saved={saved}
          failed="The support contact could not be saved."
          savedText="The support contact is saved; visitors see it on their next page load."
        />
        <SubmitButton label="Save support contact" saving={save.isPending} />
      </Stack>
    </form>
  );
}
