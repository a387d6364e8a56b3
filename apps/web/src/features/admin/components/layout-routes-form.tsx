// The header's and footer's route lists (spec §2): one route prefix per line. A prefix covers the
// route itself and everything under it, without regard to case.

import { SimpleGrid, Stack, Textarea } from '@mantine/core';
import type { SiteSettingsResponse } from '@mti/contracts/admin/console-site-settings';
import { type LayoutRoutes, layoutRoutesSchema } from '@mti/contracts/content/layout-routes';
import type React from 'react';
import { useState } from 'react';
import { useSaveSiteSettings } from '../api/site-settings.ts';
import { SaveOutcome } from './save-outcome.tsx';
import { SubmitButton } from './submit-button.tsx';

type ListKey = keyof LayoutRoutes;
const LISTS: ReadonlyArray<[ListKey, string, string]> = [
  ['hideMarketingLinksOn', 'Hide Features and Products on', 'The header shows them everywhere else.'],
  ['hideFooterOn', 'Hide the footer on', 'Full-size viewers, for example.'],
  ['appDropdownOn', 'Show the app dropdown on', 'Only for signed-in users in an app.'],
];

const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function LayoutRoutesForm({ settings }: { settings: SiteSettingsResponse }) {
  const save = useSaveSiteSettings();
  const initial = settings.layoutRoutes;
  const [texts, setTexts] = useState<Record<ListKey, string>>({
    hideMarketingLinksOn: initial.hideMarketingLinksOn.join('\n'),
    hideFooterOn: initial.hideFooterOn.join('\n'),
    appDropdownOn: initial.appDropdownOn.join('\n'),
  });
  const [saved, setSaved] = useState(false);
  const lists = {
    hideMarketingLinksOn: linesOf(texts.hideMarketingLinksOn),
    hideFooterOn: linesOf(texts.hideFooterOn),
    appDropdownOn: linesOf(texts.appDropdownOn),
  };
  const checked = layoutRoutesSchema.safeParse(lists);
  const messageOf = (key: ListKey) =>
    checked.success ? undefined : checked.error.issues.find((i) => i.path[0] === key)?.message;
  return (
    <form
      aria-label="Header and footer routes"
      style={{ '--mantine-color-error': 'var(--mantine-color-red-9)' } as React.CSSProperties}
      onSubmit={(event) => {
        event.preventDefault();
        if (checked.success)
          save.mutate(
            { part: 'layout-routes', body: { ...checked.data, version: settings.version } },
            { onSuccess: () => setSaved(true) },
          );
      }}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="sm">
          {LISTS.map(([key, label, description]) => (
            <Textarea
              key={key}
              label={label}
              description={`${description} One route per line, such as /myapps.`}
              value={texts[key]}
              autosize
              minRows={4}
              maxRows={12}
              onChange={(event) => {
                setSaved(false);
                setTexts({ ...texts, [key]: event.currentTarget.value });
              }}
              error={messageOf(key)}
            />
          ))}
        </SimpleGrid>
        <SaveOutcome
          error={save.error}
          saved={saved}
          failed="The route lists could not be saved."
          savedText="The route lists are saved; visitors see them on their next page load."
        />
        <SubmitButton label="Save route lists" saving={save.isPending} disabled={!checked.success} />
      </Stack>
    </form>
  );
}
