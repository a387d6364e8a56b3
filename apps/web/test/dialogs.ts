// A Mantine modal is in the page before its opening animation has run: for a frame or two (longer on a
// busy machine) its content still has opacity 0, so "it is visible" asked straight away can fail although
// nothing is wrong. Tests that look at what the dialog shows wait for it to be fully shown first.

import { type ByRoleOptions, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** The dialog named `name` once it is open and shown. */
export async function findShownDialog(name?: ByRoleOptions['name']): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', name === undefined ? undefined : { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}
