import { parse } from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { attachment, inline } from './content-disposition.ts';

describe('Content-Disposition', () => {
  it('gives an ASCII name as it is, quoted when it is not a bare token', () => {
    expect(attachment('survey-submissions-2024-05.csv')).toBe('attachment; filename=survey-submissions-2024-05.csv');
    expect(inline('State shop figures.csv')).toBe('inline; filename="State shop figures.csv"');
  });

  it("keeps ' ( ) * inside the quoted name, where they are plain text", () => {
    expect(attachment("it's (a) *star*.csv")).toBe(`attachment; filename="it's (a) *star*.csv"`);
  });

  it('escapes quotes and backslashes in the quoted name', () => {
    expect(attachment('a "b" \\ c.csv')).toBe('attachment; filename="a \\"b\\" \\\\ c.csv"');
    expect(parse(attachment('a "b" \\ c.csv')).parameters.filename).toBe('a "b" \\ c.csv');
  });

  it("adds filename*=UTF-8'' for a name beyond ASCII, with an ASCII fallback", () => {
    expect(attachment('Ümsatz "Q1" 100%.csv')).toBe(
      `attachment; filename="?msatz \\"Q1\\" 100%.csv"; filename*=UTF-8''%C3%9Cmsatz%20%22Q1%22%20100%25.csv`,
    );
    expect(inline('Отчёт.xlsx')).toBe(
      `inline; filename="?????.xlsx"; filename*=UTF-8''%D0%9E%D1%82%D1%87%D1%91%D1%82.xlsx`,
    );
  });

  it("percent-encodes ' ( ) * in filename*, which encodeURIComponent leaves alone", () => {
    const header = attachment("Über (Ann's) *draft*.csv");
    expect(header).toContain(`filename*=UTF-8''%C3%9Cber%20%28Ann%27s%29%20%2Adraft%2A.csv`);
    expect(parse(header).parameters.filename).toBe("Über (Ann's) *draft*.csv");
  });
});
