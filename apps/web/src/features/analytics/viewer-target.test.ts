import { describe, expect, it } from 'vitest';
import { datasetForKey, nameSlug, viewerTarget } from './viewer-target.ts';

const DATASETS = ['usmto-orders', 'mtprospect-downloads'];

describe('viewerTarget', () => {
  it('reads an app parameter {role}-{urlkey} as the viewer key', () => {
    expect(viewerTarget('usmto-orders')).toEqual({ kind: 'app', key: 'usmto-orders' });
    expect(viewerTarget('mtprospect-downloads')).toEqual({ kind: 'app', key: 'mtprospect-downloads' });
  });

  it('uses the last colon-separated part of the parameter as the viewer key (spec §2)', () => {
    expect(viewerTarget('reports:usmto-orders')).toEqual({ kind: 'app', key: 'usmto-orders' });
    expect(viewerTarget(':home:000100101:usmto-advance')).toEqual({ kind: 'app', key: 'usmto-advance' });
  });

  it('reads a colon path ending in .xanalyzer as a saved analysis at its slash path', () => {
    expect(viewerTarget(':home:000100101:Reports:Q1 by region.xanalyzer')).toEqual({
      kind: 'file',
      path: '/home/000100101/Reports/Q1 by region.xanalyzer',
    });
    expect(viewerTarget(':home:000100101:Trend.XANALYZER')).toEqual({
      kind: 'file',
      path: '/home/000100101/Trend.XANALYZER',
    });
  });

  it('does not take a name that only contains the extension for a saved analysis', () => {
    expect(viewerTarget('usmto-orders.xanalyzer.bak')).toEqual({ kind: 'app', key: 'usmto-orders.xanalyzer.bak' });
  });
});

describe('the shareable address of a saved analysis', () => {
  const ID = '3f2b8c1e-9a4d-4c2e-8b7f-0a1b2c3d4e5f';

  it('reads {file id}/{slug} as the file of that id, whatever the slug says', () => {
    expect(viewerTarget(ID, 'q1-by-region')).toEqual({ kind: 'file-id', id: ID });
    expect(viewerTarget(ID, 'an-old-name')).toEqual({ kind: 'file-id', id: ID });
    expect(viewerTarget(ID.toUpperCase(), 'x')).toEqual({ kind: 'file-id', id: ID });
  });

  it('opens the file of a bare id (the slug left off)', () => {
    expect(viewerTarget(ID)).toEqual({ kind: 'file-id', id: ID });
  });

  it("keeps the spec's forms: an app key and a colon path are not ids", () => {
    expect(viewerTarget('usmto-orders')).toEqual({ kind: 'app', key: 'usmto-orders' });
    expect(viewerTarget(':home:000100101:Q1.xanalyzer').kind).toBe('file');
  });

  it('makes the slug from the file name: lower case words joined by dashes, without the extension', () => {
    expect(nameSlug('Q1 by region.xanalyzer')).toBe('q1-by-region');
    expect(nameSlug('Café & Co — 2026 (draft).xanalyzer')).toBe('cafe-co-2026-draft');
    expect(nameSlug('  --Trend--.XANALYZER')).toBe('trend');
  });

  it('gives a name without letters or digits a slug still, and cuts a long one at a word', () => {
    expect(nameSlug('???.xanalyzer')).toBe('analysis');
    const long = nameSlug(`${'word '.repeat(20)}.xanalyzer`);
    expect(long.length).toBeLessThanOrEqual(60);
    expect(long.endsWith('-')).toBe(false);
  });
});

describe('datasetForKey', () => {
  it('opens the dataset the key names, whatever its case', () => {
    expect(datasetForKey('mtprospect-downloads', DATASETS)).toBe('mtprospect-downloads');
    expect(datasetForKey('USMTO-Orders', DATASETS)).toBe('usmto-orders');
  });

  it('opens USMTO orders for any app of the usmto role', () => {
    expect(datasetForKey('usmto-advance', DATASETS)).toBe('usmto-orders');
    expect(datasetForKey('usmto-classic', DATASETS)).toBe('usmto-orders');
  });

  it('takes the role as the part before the first dash, so another role that begins with usmto gets nothing', () => {
    expect(datasetForKey('usmtox-orders', DATASETS)).toBeNull();
    expect(datasetForKey('usmtoarchive-classic', DATASETS)).toBeNull();
  });

  it('opens nothing for a key whose dataset the user is not entitled to, or that names none', () => {
    expect(datasetForKey('usmto-advance', ['mtprospect-downloads'])).toBeNull();
    expect(datasetForKey('mtprospect-downloads', ['usmto-orders'])).toBeNull();
    expect(datasetForKey('awt-monthly', DATASETS)).toBeNull();
    expect(datasetForKey('', DATASETS)).toBeNull();
  });

  it('opens the dataset of the last colon-separated part of an app parameter', () => {
    const target = viewerTarget('reports:usmto-classic');
    expect(target.kind === 'app' && datasetForKey(target.key, DATASETS)).toBe('usmto-orders');
  });
});
