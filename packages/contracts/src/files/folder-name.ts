// The name of a new folder in My Files: the file-name rule of spec §5 (letters, digits, space,
// hyphen, underscore), with messages that speak of a folder.
import { z } from 'zod';
import { checkNameCharacters, FILE_NAME_MAX_LENGTH } from './file-name.ts';

export const FOLDER_NAME_BLANK = 'Please enter a folder name';
export const FOLDER_NAME_EXISTS = 'A file or folder with this name already exists, please pick a different name.';
export const FOLDER_NAME_INVALID = 'Invalid folder name.  Only alphanumeric, space, hyphen and underscore are allowed.';
export const FOLDER_NAME_TOO_LONG = `A folder name can be at most ${FILE_NAME_MAX_LENGTH} characters long.`;

const messages = { blank: FOLDER_NAME_BLANK, invalid: FOLDER_NAME_INVALID, tooLong: FOLDER_NAME_TOO_LONG };

/** The warning for a new folder called `value` among `siblingNames`, or null when it may be created. */
export function checkNewFolderName(value: string, siblingNames: readonly string[]): string | null {
  const characters = checkNameCharacters(value, messages);
  if (characters) return characters;
  const wanted = value.trim().toLowerCase();
  return siblingNames.some((name) => name.toLowerCase() === wanted) ? FOLDER_NAME_EXISTS : null;
}

/** A new folder's name as the server reads it: blank and character rules, trimmed. */
export const newFolderNameSchema = z
  .string({ error: FOLDER_NAME_BLANK })
  .superRefine((value, ctx) => {
    const message = checkNameCharacters(value, messages);
    if (message) ctx.addIssue({ code: 'custom', message });
  })
  .transform((value) => value.trim());
