// The spec's wording for required, bounded text fields (§5): '… cannot be blank!' and
// '… cannot be more than 100 characters long!'.
import { z } from 'zod';

export const blank = (label: string) => `${label} cannot be blank!`;
export const tooLong = (label: string) => `${label} cannot be more than 100 characters long!`;
export const requiredText = (label: string) =>
  z
    .string({ error: blank(label) })
    .trim()
    .min(1, blank(label))
    .max(100, tooLong(label));
