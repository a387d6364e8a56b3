import { describe, expect, it } from 'vitest';
import {
  checkNewFileName,
  FILE_NAME_BLANK,
  FILE_NAME_EXISTS,
  FILE_NAME_INVALID,
  newFileNameSchema,
} from './file-name.ts';
import { checkNewFolderName, FOLDER_NAME_EXISTS, FOLDER_NAME_INVALID } from './folder-name.ts';
import { encodeRepositoryPath, toColonPath, toSlashPath } from './repository-path.ts';

const folder = {
  extension: '.xanalyzer',
  siblingNames: ['Q3 orders.xanalyzer', 'Q3 orders.csv'],
  currentName: 'Mine.xanalyzer',
};

describe('the rename rule of spec §5', () => {
  it('carries the messages word for word', () => {
    expect(FILE_NAME_BLANK).toBe('Please enter a filename');
    expect(FILE_NAME_EXISTS).toBe('Filename already exists, please pick a different name.');
    expect(FILE_NAME_INVALID).toBe('Invalid filename.  Only alphanumeric, space, hyphen and underscore are allowed.');
  });

  it.each([
    ['', FILE_NAME_BLANK],
    ['   ', FILE_NAME_BLANK],
    ['Q3.orders', FILE_NAME_INVALID],
    ['Q3 orders!', FILE_NAME_INVALID],
    ['Q3 orders', FILE_NAME_EXISTS],
    ['q3 ORDERS', FILE_NAME_EXISTS],
    ['Q4 orders_2026-final', null],
  ])('%j → %s', (value, message) => {
    expect(checkNewFileName(value, folder)).toBe(message);
  });

  it('compares with the extension of the file renamed', () => {
    expect(
      checkNewFileName('Q3 orders', { ...folder, extension: '.csv', siblingNames: ['Q3 orders.xanalyzer'] }),
    ).toBeNull();
  });

  it('counts the own name as existing, but not a change of letter case alone', () => {
    const own = { ...folder, siblingNames: ['Mine.xanalyzer'] };
    expect(checkNewFileName('Mine', own)).toBe(FILE_NAME_EXISTS);
    expect(checkNewFileName('MINE', own)).toBeNull();
  });

  it('gives the server the same messages', () => {
    expect(newFileNameSchema.safeParse(' ').error?.issues[0]?.message).toBe(FILE_NAME_BLANK);
    expect(newFileNameSchema.safeParse('a/b').error?.issues[0]?.message).toBe(FILE_NAME_INVALID);
    expect(newFileNameSchema.parse('  Trimmed name ')).toBe('Trimmed name');
  });
});

describe('new folder names', () => {
  it('uses the same characters and refuses a name in use', () => {
    expect(checkNewFolderName('Data 2026', ['Reports'])).toBeNull();
    expect(checkNewFolderName('reports', ['Reports'])).toBe(FOLDER_NAME_EXISTS);
    expect(checkNewFolderName('a.b', [])).toBe(FOLDER_NAME_INVALID);
  });
});

describe('repository paths', () => {
  it('turns slashes into colons for URLs, names encoded', () => {
    expect(toColonPath('/home/000100101/a b.csv')).toBe(':home:000100101:a b.csv');
    expect(toSlashPath(':home:000100101:a b.csv')).toBe('/home/000100101/a b.csv');
    expect(encodeRepositoryPath('/home/000100101/Q1 #2?.csv')).toBe(':home:000100101:Q1%20%232%3F.csv');
  });
});
