// Issue 19 (decision 068): the administrator console's exhibitor companies in Chromium, as the
// `admin` demo user: add a company, rename it, verify a sender domain for it, find it in the list
// with its domain counted, and read both changes (before → after) in the audit log; then (decision
// 074) deleting it is refused while its domain hangs on it, and done once the domain is revoked. The
// company is new, so no other spec's sample exhibitors change.

import { companyHasDependants } from '@mti/contracts/admin/console-companies';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

const NAME = 'Sample Harbor Tooling';
const RENAMED = 'Sample Harbor Tooling Inc';
const DOMAIN = 'harbor-tooling.test';

test('an administrator renames a company and verifies its sender domain, seen in the list and the audit log', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');
  await page.goto('/admin/console');
  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Companies' }).click();
  await expect(page.getByRole('table', { name: 'Exhibitor companies' }).getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('button', { name: 'New company' }).click();
  const create = page.getByRole('form', { name: 'Add a company' });
  await create.getByRole('textbox', { name: /Company name/ }).fill(NAME);
  await create.getByRole('button', { name: 'Add company' }).click();
  await expect(page.getByRole('heading', { level: 2, name: NAME })).toBeVisible();
  const companyUrl = page.url();

  const rename = page.getByRole('form', { name: 'Rename the company' });
  await rename.getByRole('textbox', { name: /Company name/ }).fill(RENAMED);
  await rename.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('heading', { level: 2, name: RENAMED })).toBeVisible();

  const domain = page.getByRole('form', { name: 'Verify a sender domain' });
  await domain.getByRole('textbox', { name: 'Domain' }).fill('sales@harbor-tooling.test');
  await domain.getByRole('button', { name: 'Verify domain' }).click();
  await expect(domain.getByText(/Enter a domain name such as example.com/)).toBeVisible();
  await domain.getByRole('textbox', { name: 'Domain' }).fill(DOMAIN);
  await domain.getByRole('button', { name: 'Verify domain' }).click();
  const domains = page.getByRole('table', { name: `Sender domains of ${RENAMED}` });
  await expect(domains.getByRole('row').filter({ hasText: DOMAIN })).toContainText('by admin');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: '← All companies' }).click();
  await page.getByRole('textbox', { name: 'Search companies' }).fill('Harbor');
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('table', { name: 'Exhibitor companies' }).getByRole('row').filter({ hasText: RENAMED });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').last()).toHaveText('1');

  await page.goto('/admin/console/audit-log?action=admin.passport.');
  const log = page.getByRole('table').first();
  await expect(log.getByRole('row').filter({ hasText: 'admin.passport.company_updated' }).first()).toContainText(
    RENAMED,
  );
  await expect(log.getByRole('row').filter({ hasText: 'admin.passport.domain_verified' }).first()).toContainText(
    DOMAIN,
  );

  // Deleting: refused in the dialog while the domain hangs on it, done once it is revoked.
  await page.goto(companyUrl);
  await page.getByRole('button', { name: 'Delete this company' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this company' });
  await expect(dialog).toContainText(`Delete ${RENAMED}?`);
  await dialog.getByRole('button', { name: 'Delete the company' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(companyHasDependants(['1 sender domain']));
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await page.getByRole('button', { name: `Revoke ${DOMAIN}` }).click();
  await page.getByRole('button', { name: 'Revoke domain' }).click();
  await expect(page.getByText('No sender domain: the company cannot send campaigns.')).toBeVisible();
  await page.getByRole('button', { name: 'Delete this company' }).click();
  await dialog.getByRole('button', { name: 'Delete the company' }).click();
  await expect(page).toHaveURL(/\/admin\/console\/companies$/);
  await page.getByRole('textbox', { name: 'Search companies' }).fill('Harbor');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('table', { name: 'Exhibitor companies' }).getByText(RENAMED)).toHaveCount(0);
});
