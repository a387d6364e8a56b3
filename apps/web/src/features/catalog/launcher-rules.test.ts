import { describe, expect, it } from 'vitest';
import { product } from '../../../test/identity-fixtures.ts';
import { appTarget } from './app-target.ts';
import { appTitleText, sanitizeAppTitle } from './app-title.ts';
import { currentAppFromPath } from './current-app.ts';
import { groupProducts } from './launcher-groups.ts';
import { isUnderMaintenance } from './maintenance.ts';

describe('groupProducts', () => {
  it('groups by group name, orders groups by group sort order and apps by app sort order, active only', () => {
    const groups = groupProducts([
      product({ group_name: 'Surveys', group_sort_order: 3, app_title: 'Survey', app_sort_order: 1 }),
      product({ group_name: 'Markets', group_sort_order: 1, app_title: 'Map', app_sort_order: 2 }),
      product({ group_name: 'Markets', group_sort_order: 1, app_title: 'USMTO', app_sort_order: 1 }),
      product({ group_name: 'Markets', group_sort_order: 1, app_title: 'Retired', app_sort_order: 0, status: 0 }),
      product({ group_name: 'Trends', group_sort_order: 2, app_title: 'Economic Trends', app_sort_order: 1 }),
    ]);
    expect(groups.map((g) => [g.name, g.apps.map((a) => a.app_title)])).toEqual([
      ['Markets', ['USMTO', 'Map']],
      ['Trends', ['Economic Trends']],
      ['Surveys', ['Survey']],
    ]);
  });

  it('leaves out a group whose apps are all inactive', () => {
    expect(groupProducts([product({ status: 2 })])).toEqual([]);
  });
});

describe('isUnderMaintenance', () => {
  const window = {
    is_under_maintenance: true,
    maintenance_text: 'Back at noon.',
    maintenance_start: '2026-11-23T08:00:00Z',
    maintenance_end: '2026-11-23T12:00:00Z',
  };

  it('is true only while the flag is set and now lies inside the window', () => {
    expect(isUnderMaintenance(window, new Date('2026-11-23T10:00:00Z'))).toBe(true);
    expect(isUnderMaintenance(window, new Date('2026-11-23T08:00:00Z'))).toBe(true);
    expect(isUnderMaintenance(window, new Date('2026-11-23T07:59:59Z'))).toBe(false);
    expect(isUnderMaintenance(window, new Date('2026-11-23T12:00:01Z'))).toBe(false);
    expect(isUnderMaintenance({ ...window, is_under_maintenance: false }, new Date('2026-11-23T10:00:00Z'))).toBe(
      false,
    );
  });

  it('is false without a complete window', () => {
    expect(isUnderMaintenance({ ...window, maintenance_end: null }, new Date('2026-11-23T10:00:00Z'))).toBe(false);
  });
});

describe('appTarget', () => {
  it('opens a portal route in the portal', () => {
    expect(appTarget({ appurl: 'analytics/viewer/usmto-orders', target: '_self' })).toEqual({
      kind: 'route',
      to: '/analytics/viewer/usmto-orders',
    });
    expect(appTarget({ appurl: 'tableau/viewer/econ-outlook?detailId=7', target: '_self' })).toEqual({
      kind: 'route',
      to: '/tableau/viewer/econ-outlook?detailId=7',
    });
    expect(appTarget({ appurl: '/cds/passport-mail', target: '_self' })).toEqual({
      kind: 'route',
      to: '/cds/passport-mail',
    });
  });

  it('opens an external address, or a _blank target, in a new window', () => {
    expect(appTarget({ appurl: 'https://roadmaps.example/', target: '_blank' })).toEqual({
      kind: 'external',
      href: 'https://roadmaps.example/',
    });
    expect(appTarget({ appurl: 'techtrends-roadmaps', target: '_blank' })).toEqual({
      kind: 'external',
      href: '/techtrends-roadmaps',
    });
  });

  it('never follows a script or another host without a scheme', () => {
    expect(appTarget({ appurl: 'javascript:alert(1)', target: '_self' })).toBeNull();
    expect(appTarget({ appurl: '//evil.example', target: '_self' })).toBeNull();
    expect(appTarget({ appurl: '', target: '_self' })).toBeNull();
  });
});

describe('app titles', () => {
  it('keeps inline formatting and drops scripts, links, images and attributes', () => {
    expect(
      sanitizeAppTitle('USMTO<sup>®</sup> <a href="x">x</a><img src=x onerror=alert(1)><b onclick="x()">B</b>'),
    ).toBe('USMTO<sup>®</sup> x<b>B</b>');
    expect(appTitleText('Map <em>U.S.</em>&nbsp;Markets<script>alert(1)</script>')).toBe('Map U.S. Markets');
    expect(appTitleText('USMTO<br><small>U.S. Orders</small>')).toBe('USMTO U.S. Orders');
  });
});

describe('currentAppFromPath', () => {
  const econTrends = product({ mti_role_name: 'econ', url_key: 'trends', appurl: 'analytics/viewer/econ-trends' });
  const passportMail = product({ mti_role_name: 'passport', url_key: 'mail', appurl: 'passport-mail' });

  it('takes the role from the viewer parameter, before the dash', () => {
    const app = currentAppFromPath('/analytics/viewer/econ-trends');
    expect(app?.role).toBe('econ');
    expect(app?.matches(econTrends)).toBe(true);
    expect(app?.matches(passportMail)).toBe(false);
    expect(currentAppFromPath('/tableau/viewer/econ-trends')?.role).toBe('econ');
  });

  it('takes the role from the e-mail tool route', () => {
    const app = currentAppFromPath('/cds/passport-mail');
    expect(app?.role).toBe('passport');
    expect(app?.matches(passportMail)).toBe(true);
  });

  it('takes the Exhibitor Passport from any of its screens (its own route, issue 14)', () => {
    const passport = product({ mti_role_name: 'passport', url_key: 'imts', appurl: 'passport' });
    const app = currentAppFromPath('/passport/find-prospects');
    expect(app?.role).toBe('passport');
    expect(app?.matches(passport)).toBe(true);
    expect(app?.matches(passportMail)).toBe(false);
    expect(currentAppFromPath('/passport')?.matches(passport)).toBe(true);
    expect(currentAppFromPath('/passports')).toBeNull();
    // The e-mail campaigns are a card of their own below the passport's route.
    const campaigns = product({ mti_role_name: 'passport', url_key: 'campaigns', appurl: 'passport/campaigns' });
    const campaignPage = currentAppFromPath('/passport/campaigns/12');
    expect(campaignPage?.role).toBe('passport');
    expect(campaignPage?.matches(campaigns)).toBe(true);
    expect(campaignPage?.matches(passport)).toBe(false);
    expect(currentAppFromPath('/passport/overview')?.matches(campaigns)).toBe(false);
  });

  it('knows no app elsewhere', () => {
    expect(currentAppFromPath('/myapps')).toBeNull();
    expect(currentAppFromPath('/analytics/viewer/nodash')).toBeNull();
  });
});
