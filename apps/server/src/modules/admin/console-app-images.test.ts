// Console › Catalogue › an app's image (issue 19, decision 091) through the real app (PGlite,
// seeded sample): only administrators; the bytes decide what a file is (an .exe named .png, an SVG,
// a GIF refused); size and pixel limits; a stale version refused; one transaction with its audit
// row; the image served with a long cache at a content-named address and named in a member's
// launcher at once; replaced and removed, the unused bytes deleted.

import { readdirSync } from 'node:fs';
import {
  APP_IMAGE_NO_FILE,
  APP_IMAGE_NONE,
  APP_IMAGE_SIZE_INVALID,
  APP_IMAGE_TOO_LARGE,
  APP_IMAGE_TYPE_INVALID,
  APP_IMAGE_UNKNOWN,
  appImageUrl,
  SHIPPED_APP_IMAGES,
} from '@mti/contracts/admin/console-app-images';
import { STALE_EDIT_MSG } from '@mti/contracts/admin/console-errors';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditRowsOf,
  consoleTestApp,
  expectConsoleRoutesRefused,
  withAuditBroken,
} from '../../../test/console-fixtures.ts';
import { solidPng } from '../../../test/png-fixture.ts';
import type { SignedIn } from '../../../test/sign-in.ts';
import { rowsOf } from '../../platform/db.ts';

const { app, db, callers, admin, call } = await consoleTestApp(['member', 'surveyor'], { CACHE_SECONDS: '5' });
const member = callers.others[0] as SignedIn;
const CONSOLE = '/api/admin/console';

type ConsoleApp = { app_key: string; short_name: string; app_img: string; version: number };

async function appNamed(shortName: string): Promise<ConsoleApp> {
  const res = await call(admin, 'GET', `${CONSOLE}/apps?q=${encodeURIComponent(shortName)}&page_size=200`);
  const found = (res.json().rows as ConsoleApp[]).find((a) => a.short_name === shortName);
  if (!found) throw new Error(`no app ${shortName}`);
  return found;
}

/** The multipart POST the console's upload button sends. */
async function upload(
  user: SignedIn,
  target: ConsoleApp,
  content: Buffer,
  name = 'logo.png',
  version = target.version,
) {
  const form = new FormData();
  form.append('version', String(version));
  form.append('file', new Blob([new Uint8Array(content)]), name);
  const encoded = new Response(form);
  return app.inject({
    method: 'POST',
    url: `${CONSOLE}/apps/${target.app_key}/image`,
    headers: { ...user.headers, 'content-type': encoded.headers.get('content-type') as string },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

async function launcherImage(user: SignedIn, appKeyShortName: string) {
  const rows = (await app.inject({ url: '/api/mti/products', headers: user.headers })).json() as Array<{
    short_name: string;
    app_img: string;
  }>;
  return rows.find((r) => r.short_name === appKeyShortName)?.app_img;
}

const storedImages = async () =>
  (await rowsOf<{ file_name: string }>(db, sql`select file_name from catalog_app_images order by 1`)).map(
    (r) => r.file_name,
  );

const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(400, 0x41)]);
const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script></svg>',
);
const gif = Buffer.from('GIF89a\x40\x00\x40\x00\x00\x00\x00;', 'latin1');

describe('who may change an app image', () => {
  it('refuses every other role, nobody signed in and an acting administrator, and changes nothing', async () => {
    const target = await appNamed('USMTO Orders');
    await expectConsoleRoutesRefused(app, callers, [
      ['DELETE', `${CONSOLE}/apps/${target.app_key}/image?version=${target.version}`],
    ]);
    const res = await upload(member, target, solidPng(64, 64, [0, 0, 200]));
    expect(res.statusCode).toBe(403);
    expect((await appNamed('USMTO Orders')).app_img).toBe(target.app_img);
  });
});

describe('what is refused', () => {
  it('judges the bytes, not the name: an .exe named .png, an SVG and a GIF are refused with the message', async () => {
    const target = await appNamed('USMTO Orders');
    for (const [content, name] of [
      [exe, 'logo.png'],
      [svg, 'logo.svg'],
      [svg, 'logo.png'],
      [gif, 'logo.gif'],
    ] as const) {
      const res = await upload(admin, target, content, name);
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toMatchObject({ code: 'image_type', msg: APP_IMAGE_TYPE_INVALID });
    }
    expect(await appNamed('USMTO Orders')).toMatchObject({ app_img: target.app_img, version: target.version });
    expect(await storedImages()).toEqual([]);
  });

  it('refuses a file over 512 KB, pixel sizes out of range and an empty form', async () => {
    const target = await appNamed('USMTO Orders');
    const big = solidPng(600, 600, [0, 0, 0], true); // noise: about 1 MB
    expect(big.length).toBeGreaterThan(512 * 1024);
    const tooBig = await upload(admin, target, big);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toMatchObject({ code: 'image_too_large', msg: APP_IMAGE_TOO_LARGE });
    for (const [w, h] of [
      [16, 64],
      [64, 4000],
    ]) {
      const res = await upload(admin, target, solidPng(w as number, h as number, [1, 2, 3]));
      expect(res.json(), `${w}x${h}`).toMatchObject({ code: 'image_size', msg: APP_IMAGE_SIZE_INVALID });
    }
    const empty = await upload(admin, target, Buffer.alloc(0));
    expect(empty.json()).toMatchObject({ msg: APP_IMAGE_NO_FILE });
    expect(await storedImages()).toEqual([]);
  });
});

describe('uploading, replacing and removing', () => {
  it("serves the upload with a long cache, shows it in a member's launcher at once and audits it", async () => {
    const target = await appNamed('USMTO Orders');
    const png = solidPng(96, 64, [10, 80, 160]);
    const res = await upload(admin, target, png);
    expect(res.statusCode).toBe(200);
    const saved = res.json().app as ConsoleApp;
    expect(saved.app_img).toMatch(/^upload-[0-9a-f]{16}\.png$/);
    expect(saved.version).toBe(target.version + 1);
    expect(await launcherImage(member, 'USMTO Orders')).toBe(saved.app_img);

    const served = await app.inject({ url: appImageUrl(saved.app_img) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(png)).toBe(true);

    const audit = await auditRowsOf(db, 'admin.catalog.app_image', target.app_key);
    expect(audit.at(-1)).toMatchObject({
      actor: admin.siteId,
      detail: {
        before: { app_img: target.app_img },
        after: { app_img: saved.app_img, content_type: 'image/png', width: 96, height: 64, bytes: png.length },
      },
    });
  });

  it('refuses an upload or removal started from an older version, keeping the newer image', async () => {
    const target = await appNamed('USMTO Orders');
    const stale = await upload(admin, target, solidPng(64, 64, [200, 0, 0]), 'logo.png', target.version - 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ code: 'stale', msg: STALE_EDIT_MSG });
    const staleRemove = await call(
      admin,
      'DELETE',
      `${CONSOLE}/apps/${target.app_key}/image?version=${target.version - 1}`,
    );
    expect(staleRemove.statusCode).toBe(409);
    expect(await appNamed('USMTO Orders')).toMatchObject({ app_img: target.app_img, version: target.version });
    expect(await storedImages()).toEqual([target.app_img]);
  });

  it('writes nothing when the audit row cannot be written (one transaction)', async () => {
    const target = await appNamed('USMTO Orders');
    await withAuditBroken(db, 'admin.catalog.app_image', async () => {
      const res = await upload(admin, target, solidPng(64, 64, [0, 200, 0]));
      expect(res.statusCode).toBe(500);
    });
    expect(await appNamed('USMTO Orders')).toMatchObject({ app_img: target.app_img, version: target.version });
    expect(await storedImages()).toEqual([target.app_img]);
  });

  it('replaces the image (the old bytes go, their address answers 404) and removes it', async () => {
    const target = await appNamed('USMTO Orders');
    const replaced = await upload(admin, target, solidPng(64, 64, [250, 200, 0]), 'new.webp');
    const next = replaced.json().app as ConsoleApp;
    expect(next.app_img).not.toBe(target.app_img);
    expect(await storedImages()).toEqual([next.app_img]);
    expect((await app.inject({ url: appImageUrl(target.app_img) })).statusCode).toBe(404);

    const removed = await call(admin, 'DELETE', `${CONSOLE}/apps/${target.app_key}/image?version=${next.version}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().app).toMatchObject({ app_img: '', version: next.version + 1 });
    expect(await launcherImage(member, 'USMTO Orders')).toBe('');
    expect(await storedImages()).toEqual([]);
    const again = await call(admin, 'DELETE', `${CONSOLE}/apps/${target.app_key}/image?version=${next.version + 1}`);
    expect(again.json()).toMatchObject({ code: 'no_image', msg: APP_IMAGE_NONE });
    expect((await auditRowsOf(db, 'admin.catalog.app_image', target.app_key)).at(-1)?.detail).toEqual({
      before: { app_img: next.app_img },
      after: { app_img: '' },
    });
  });
});

describe('an image name typed in the app form (decision 096)', () => {
  /** The app form's PUT with only the image name changed. */
  async function saveImageName(target: ConsoleApp, appImg: string) {
    const detail = (await call(admin, 'GET', `${CONSOLE}/apps/${target.app_key}`)).json();
    const { app_key: _k, group_sort_order: _g, is_under_maintenance: _m, ...fields } = detail.app;
    return call(admin, 'PUT', `${CONSOLE}/apps/${target.app_key}`, { ...fields, app_img: appImg });
  }

  it('lists exactly the images shipped in the web app', () => {
    const folder = new URL('../../../../web/public/images/apps/', import.meta.url);
    expect([...SHIPPED_APP_IMAGES].sort()).toEqual(readdirSync(folder).sort());
  });

  it('refuses a name that is neither shipped nor uploaded, with the form message, and changes nothing', async () => {
    const target = await appNamed('USMTO Orders');
    for (const name of ['nowhere.png', 'upload-0123456789abcdef.png', 'USMTO.SVG']) {
      const res = await saveImageName(target, name);
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toEqual({ code: 'image_unknown', msg: APP_IMAGE_UNKNOWN, field: 'app_img' });
    }
    expect(await appNamed('USMTO Orders')).toMatchObject({ app_img: target.app_img, version: target.version });
  });

  it("accepts a shipped image, another app's upload and no image, shown in a member's launcher", async () => {
    const uploadedFor = await appNamed('AWT Monthly');
    const uploaded = (await upload(admin, uploadedFor, solidPng(64, 64, [5, 5, 5]))).json().app as ConsoleApp;
    const detail = (await call(admin, 'GET', `${CONSOLE}/apps/${uploadedFor.app_key}`)).json();
    expect(detail.uploaded_images).toEqual([uploaded.app_img]);
    for (const name of ['usmto.svg', uploaded.app_img, '']) {
      const res = await saveImageName(await appNamed('USMTO Orders'), name);
      expect(res.statusCode, name).toBe(200);
      expect(await launcherImage(member, 'USMTO Orders'), name).toBe(name);
    }
  });
});
