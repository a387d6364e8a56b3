// Issue 17, help videos (decision 049): a tutorial video of a help page plays, and its English
// captions load.
import { expect, test } from './support/fixtures.ts';
import { signIn } from './support/sign-in.ts';

test('the Find Prospects help video plays with its English captions', async ({ page }) => {
  await signIn(page, 'member');
  await page.goto('/documentation/exhibitor-passport/find-prospects');
  const video = page.getByTestId('video-slot-find-prospects').locator('video');
  await expect(video).toBeVisible();
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
  });
  // Playing: the clock moves and there is data for the current position (HAVE_CURRENT_DATA or more).
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
    .toBeGreaterThan(1);
  expect(await video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(2);
  expect(await video.evaluate((v: HTMLVideoElement) => Number.isFinite(v.duration) && v.duration > 10)).toBe(true);
  const track = await video.evaluate(async (v: HTMLVideoElement) => {
    const t = v.textTracks[0] as TextTrack;
    // A default captions track is shown, and its cues are loaded.
    for (let i = 0; i < 100 && !(t.cues && t.cues.length > 0); i++) await new Promise((r) => setTimeout(r, 100));
    return {
      kind: t.kind,
      language: t.language,
      mode: t.mode,
      cues: t.cues?.length ?? 0,
      first: (t.cues?.[0] as VTTCue | undefined)?.text,
    };
  });
  expect(track).toMatchObject({ kind: 'captions', language: 'en', mode: 'showing' });
  expect(track.cues).toBeGreaterThan(2);
  expect(track.first).toBe('Sign in, then open Find Prospects in the Exhibitor Passport.');
});
