// Spec §5, rename file: the one rule the rename dialog shows live and the server enforces, with
// its exact messages (the double space included). A name here is the part before the extension:
// renaming keeps a file's extension, so "Q1 orders" names "Q1 orders.xanalyzer".
import { z } from 'zod';

export const FILE_NAME_BLANK = 'Please enter a filename';
export const FILE_NAME_EXISTS = 'Filename already exists, please pick a different name.';
export const FILE_NAME_INVALID = 'Invalid filename.  Only alphanumeric, space, hyphen and underscore are allowed.';
export const FILE_NAME_MAX_LENGTH = 100;
export const FILE_NAME_TOO_LONG = `A filename can be at most ${FILE_NAME_MAX_LENGTH} characters long.`;

/** Letters and digits of any script (with their combining marks), space, hyphen and underscore. */
const ALLOWED = /^[\p{L}\p{M}\p{N} _-]+$/u;

/** The extension of a file name with its dot ('.xanalyzer'), or '' when it has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot) : '';
}

/** A file name without its extension (the title the original shows). */
export function baseNameOf(fileName: string): string {
  return fileName.slice(0, fileName.length - extensionOf(fileName).length);
}

/** The blank and character rules, which need no knowledge of the folder. */
export function checkNameCharacters(
  value: string,
  messages: { blank: string; invalid: string; tooLong: string } = {
    blank: FILE_NAME_BLANK,
    invalid: FILE_NAME_INVALID,
    tooLong: FILE_NAME_TOO_LONG,
  },
): string | null {
  const name = value.trim();
  if (name === '') return messages.blank;
  if (!ALLOWED.test(name)) return messages.invalid;
  if (name.length > FILE_NAME_MAX_LENGTH) return messages.tooLong;
  return null;
}

/**
 * The warning for renaming a file (or folder) to `value`, or null when it may be renamed.
 * `extension` is the file's own ('' for a folder); `siblingNames` are the names in the folder
 * (the file's own included) and compare without regard to letter case. Renaming to the name it
 * already has counts as existing, as in the original; a change of letter case alone does not.
 */
export function checkNewFileName(
  value: string,
  {
    extension,
    siblingNames,
    currentName,
  }: { extension: string; siblingNames: readonly string[]; currentName?: string },
): string | null {
  const characters = checkNameCharacters(value);
  if (characters) return characters;
  const wanted = `${value.trim()}${extension}`;
  const caseOnlyChange =
    currentName !== undefined && wanted !== currentName && wanted.toLowerCase() === currentName.toLowerCase();
  const taken = siblingNames.some((name) => name.toLowerCase() === wanted.toLowerCase());
  return taken && !caseOnlyChange ? FILE_NAME_EXISTS : null;
}

/** The `newName` of a rename as the server reads it: blank and character rules, trimmed. */
export const newFileNameSchema = z
  .string({ error: FILE_NAME_BLANK })
  .superRefine((value, ctx) => {
    const message = checkNameCharacters(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  })
  .transform((value) => value.trim().normalize('NFC'));
