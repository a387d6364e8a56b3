// Issue 19, Catalogue › an app's image (decision 091): as the `admin` demo user, a PNG uploaded in
// the console shows on a member's launcher card (a second browser context), loaded from its
// content-named address; then the image is removed and the bundled file name put back for the other specs.
import { solidPng } from '../../server/test/png-fixture.ts';
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

const APP = 'USMTO in Advance';
const BUNDLED = 'usmto-advance.svg';

test.describe('administrator console: app image', () => {
  test("an uploaded image shows on a member's launcher card", async ({ page, browser }) => {
    test.setTimeout(180_000);
    await signIn(page, 'admin');
    await page.goto('/admin/console/catalogue?q=advance');
    await page.getByRole('table', { name: 'Apps' }).getByRole('row').filter({ hasText: APP }).click();
    const imageField = page.getByRole('region', { name: 'Launcher image' });
    await imageField.locator('input[type="file"]').setInputFiles({
      name: 'classic-reports.png',
      mimeType: 'image/png',
      buffer: solidPng(120, 80, [20, 110, 60]),
    });
    await expect(page.getByText('The image was saved.')).toBeVisible();
    const current = imageField.getByRole('img', { name: 'Current launcher logo' });
    await expect(current).toHaveAttribute('src', /^\/api\/catalog\/app-images\/upload-[0-9a-f]{16}\.png$/);
    const src = (await current.getAttribute('src')) as string;

    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await signIn(member, 'member');
    const card = member.getByTestId('app-card').filter({ hasText: APP });
    const cardImage = card.locator('img');
    await expect(cardImage).toHaveAttribute('src', src);
    await cardImage.scrollIntoViewIfNeeded();
    // Decoded by the browser: 120 × 80 pixels, as uploaded.
    await expect.poll(() => cardImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
    await memberContext.close();

    // Put the bundled image back for the other specs: remove the upload, then name the file again.
    await imageField.getByRole('button', { name: 'Remove image' }).click();
    await expect(page.getByText('The image was removed.')).toBeVisible();
    const form = page.getByRole('form', { name: `Edit ${APP}` });
    await form.getByLabel(/^Image file name/).fill(BUNDLED);
    await form.getByRole('button', { name: 'Save app' }).click();
    await expect(page.getByText('The app was saved.')).toBeVisible();
    await expect(imageField.getByRole('img', { name: 'Current launcher logo' })).toHaveAttribute(
      'src',
      `/images/apps/${BUNDLED}`,
    );
  });
});
