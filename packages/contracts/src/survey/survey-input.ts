// Spec §4–§5, §9: the survey's number inputs. Amounts (shipment and booking values, tons) take up
// to 13 characters and show thousands separators; percentages take up to 5 characters and show a
// percent suffix. Both take digits and one dot, at most two decimals, no leading zeros.
export type SurveyInputKind = 'amount' | 'percent';

export const SURVEY_INPUT_MAX_LENGTH: Record<SurveyInputKind, number> = { amount: 13, percent: 5 };
export const SURVEY_MAX_DECIMALS = 2;

/**
 * What a keystroke or paste leaves in the field: digits and the first dot only (other characters,
 * thousands separators included, are removed), leading zeros removed ('007' → '7', '00.5' → '0.5'),
 * two decimals at most, and the kind's length. An empty field counts as 0 (toSurveyNumber).
 */
export function sanitizeSurveyInput(raw: string, kind: SurveyInputKind): string {
  const cleaned = raw.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  let value =
    dot < 0
      ? cleaned
      : `${cleaned.slice(0, dot)}.${cleaned
          .slice(dot + 1)
          .replace(/\./g, '')
          .slice(0, SURVEY_MAX_DECIMALS)}`;
  value = value.replace(/^0+(?=\d)/, '');
  return value.slice(0, SURVEY_INPUT_MAX_LENGTH[kind]);
}

const thousands = new Intl.NumberFormat('en-US', { maximumFractionDigits: SURVEY_MAX_DECIMALS });

/** 1234567.5 → '1,234,567.5'. */
export function formatThousands(value: number): string {
  return thousands.format(value);
}

/** '1,234,567' → '1234567'. */
export function stripThousands(value: string): string {
  return value.replace(/,/g, '');
}

/** The number a field holds: separators ignored; empty, a lone dot, null or junk count as 0. */
export function toSurveyNumber(value: string | null | undefined): number {
  const plain = stripThousands(value ?? '').trim();
  if (plain === '' || plain === '.') return 0;
  const number = Number(plain);
  return Number.isFinite(number) ? number : 0;
}

/** Rounds to two decimals without binary noise (0.1 + 0.2 → 0.3). */
export function roundToCents(value: number): number {
  return Math.round(value * 100) / 100;
}

/** How a stored value is shown in its field (amounts with separators, percentages plain). */
export function displaySurveyValue(value: number, kind: SurveyInputKind): string {
  return kind === 'amount' ? formatThousands(value) : String(roundToCents(value));
}

/** Spec §4: on focus a zero becomes empty, and the separators go so the number can be edited. */
export function surveyValueOnFocus(value: string): string {
  const plain = stripThousands(value);
  return toSurveyNumber(plain) === 0 ? '' : plain;
}

/**
 * Spec §4: on blur an empty, zero, dot or null value becomes 0; amounts are rounded to whole
 * numbers and shown with separators. Percentages keep their two decimals (the column totals are
 * compared as whole numbers, so a 33.33 + 33.33 + 33.34 split is allowed).
 */
export function surveyValueOnBlur(value: string | null | undefined, kind: SurveyInputKind): string {
  const number = toSurveyNumber(value);
  return kind === 'amount' ? formatThousands(Math.round(number)) : String(roundToCents(number));
}

/**
 * The server's check of a number sent on the wire: what the field could have produced — not
 * negative, at most two decimals, and at most the kind's characters when written out plainly.
 */
export function isValidSurveyNumber(value: number, kind: SurveyInputKind): boolean {
  const maxLength = SURVEY_INPUT_MAX_LENGTH[kind];
  // Very large numbers print in exponent form ('1e+21'), which would look short.
  if (!Number.isFinite(value) || value < 0 || value >= 10 ** maxLength) return false;
  if (roundToCents(value) !== value) return false;
  return String(roundToCents(value)).length <= maxLength;
}
