import {
  ROADMAP_IDS,
  ROADMAPS_NOT_ENTITLED,
  ROADMAPS_TERMS_CODE,
  ROADMAPS_TERMS_NOT_ACCEPTED,
  roadmapDocument,
} from '@mti/contracts/roadmaps/roadmaps-api';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { type SignedIn, signIn } from '../../../test/sign-in.ts';

const { app } = await buildTestApp();

const list = (user?: SignedIn) => app.inject({ url: '/api/roadmaps', headers: user?.headers ?? {} });
const one = (user: SignedIn, id: string) => app.inject({ url: `/api/roadmaps/${id}`, headers: user.headers });
const acceptTechTrendsTerms = (user: SignedIn) =>
  app.inject({ method: 'PUT', url: '/api/mti/acceptEula/techtrends', headers: user.headers });

describe('TechTrends roadmaps access (spec §6: members and paid subscribers, after the supplemental terms)', () => {
  it('refuses an anonymous caller', async () => {
    expect((await list()).statusCode).toBe(401);
  });

  it('refuses a user whose subscription ran out, and one without a subscription', async () => {
    for (const userid of ['lapsed', 'guest']) {
      const res = await list(await signIn(app, userid));
      expect(res.statusCode, userid).toBe(403);
      expect(res.json()).toEqual({ code: 'forbidden', msg: ROADMAPS_NOT_ENTITLED });
    }
  });

  it('refuses a paid subscriber whose subscription has no trends service', async () => {
    const territory = await signIn(app, 'territory'); // usmto and mapus only
    expect((await list(territory)).json()).toEqual({ code: 'forbidden', msg: ROADMAPS_NOT_ENTITLED });
    expect((await one(territory, 'materials-joining')).statusCode).toBe(403);
  });

  it('refuses a member until the TechTrends terms are accepted, then lists the four roadmaps', async () => {
    const member = await signIn(app, 'member');
    const before = await list(member);
    expect(before.statusCode).toBe(403);
    expect(before.json()).toEqual({ code: ROADMAPS_TERMS_CODE, msg: ROADMAPS_TERMS_NOT_ACCEPTED });
    expect((await one(member, 'defense-additive')).statusCode).toBe(403);

    expect((await acceptTechTrendsTerms(member)).statusCode).toBe(200);
    const after = await list(member);
    expect(after.statusCode).toBe(200);
    expect(after.json().map((r: { id: string }) => r.id)).toEqual([...ROADMAP_IDS]);
  });

  it('gives each whole document: sections, technology areas and milestones per year', async () => {
    const member = await signIn(app, 'member');
    await acceptTechTrendsTerms(member);
    for (const id of ROADMAP_IDS) {
      const res = await one(member, id);
      expect(res.statusCode).toBe(200);
      const doc = roadmapDocument.strict().parse(res.json());
      expect(doc.sections.length).toBeGreaterThanOrEqual(3);
      expect(doc.technology_areas.length).toBeGreaterThanOrEqual(3);
      for (const area of doc.technology_areas) {
        const years = area.milestones.map((m) => m.year);
        expect(years).toEqual([...years].sort((a, b) => a - b));
      }
    }
  });

  it('answers 400 for an unknown roadmap', async () => {
    const member = await signIn(app, 'member');
    await acceptTechTrendsTerms(member);
    const res = await one(member, 'no-such-roadmap');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: expect.any(String), msg: expect.any(String) });
  });
});
