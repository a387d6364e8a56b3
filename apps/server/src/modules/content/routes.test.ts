import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { saveFiaConfig, saveSiteConfig } from './provisioning.ts';
import { getFiaConfig, getSiteConfig } from './service.ts';

const { app, database } = await buildTestApp();

describe('site configuration', () => {
  it('serves config.json with redirects, the prospect role and every state', async () => {
    const res = await app.inject('/assets/config/config.json');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.roles.mtprospect).toBe('mtprospect');
    expect(body.redirectUrls[0]).toEqual({ oldUrl: expect.any(String), newUrl: expect.any(String) });
    const codes = body.stateList.map((s: { state_code: string }) => s.state_code);
    expect(codes).toHaveLength(56);
    expect(codes).toEqual(expect.arrayContaining(['CA', 'DC', 'PR', 'GU', 'VI', 'AS', 'MP', 'WY']));
    expect(body.stateList[0]).toEqual({ state_code: 'AL', state_name: 'Alabama' });
  });

  it('serves fiaConfig.json with the series the survey collects and the release calendar', async () => {
    const res = await app.inject('/assets/config/fiaConfig.json');
    expect(res.statusCode).toBe(200);
    expect(res.json().programName).toBeTruthy();
    expect(res.json().series.map((s: { id: string }) => s.id)).toEqual([
      'shipment_usd',
      'shipment_tons',
      'booking_usd',
    ]);
    expect(res.json().releaseCalendar).toEqual({
      submissionDueDay: 15,
      publicationDay: 25,
      timeZone: 'America/New_York',
    });
  });

  it('refuses to store a fiaConfig whose calendar publishes before the deadline, keeping the one before', async () => {
    const { db } = database;
    const fia = await getFiaConfig({ db });
    const bad = {
      ...fia,
      releaseCalendar: { submissionDueDay: 20, publicationDay: 5, timeZone: 'America/New_York' as const },
    };
    await expect(saveFiaConfig({ db, config: bad })).rejects.toThrow('published after the submission deadline');
    expect((await app.inject('/assets/config/fiaConfig.json')).json().releaseCalendar.publicationDay).toBe(25);
  });

  it('serves the configuration an administrator changed in the database, without a restart', async () => {
    const { db } = database;
    const site = await getSiteConfig({ db });
    await saveSiteConfig({
      db,
      config: { ...site, supportPhone: '(555) 010-0199', roles: { ...site.roles, mtanalyst: 'mtanalyst' } },
    });
    const fia = await getFiaConfig({ db });
    await saveFiaConfig({ db, config: { ...fia, programName: 'Renamed Survey Programme' } });

    const config = (await app.inject('/assets/config/config.json')).json();
    expect(config.supportPhone).toBe('(555) 010-0199');
    expect(config.roles).toMatchObject({ mtprospect: 'mtprospect', mtanalyst: 'mtanalyst' });
    expect(config.stateList).toHaveLength(56);
    expect((await app.inject('/assets/config/fiaConfig.json')).json().programName).toBe('Renamed Survey Programme');
  });
});
