// The card form's values (spec §5), checked with the contract's rules and messages, and turned
// into the new-card payload of spec §3.
import {
  type CardField,
  type CardForm,
  cardFormSchema,
  expiryProblem,
  type NewCardPayload,
  normaliseCardNumber,
  toExpYyyymm,
} from '@mti/contracts/account/card-form';

export type CardFormValues = Required<{ [Field in keyof CardForm]: string }>;

/** The empty form, with the names and e-mail pre-filled from the user's details (spec §5). */
export function emptyCardForm(prefill: Partial<CardFormValues> = {}): CardFormValues {
  return {
    firstname: '',
    lastname: '',
    email: '',
    cc: '',
    ccv2: '',
    month: '',
    year: '',
    street: '',
    city: '',
    state: '',
    zip: '',
    ...prefill,
  };
}

/** Each field's first message, as the server would give it; plus an expiry in the past. */
export function validateCardForm(values: CardFormValues, now: Date = new Date()): Partial<Record<CardField, string>> {
  const errors: Partial<Record<CardField, string>> = {};
  for (const issue of cardFormSchema.safeParse(values).error?.issues ?? []) {
    const field = String(issue.path[0]) as CardField;
    errors[field] ??= issue.message;
  }
  if (!errors.month && !errors.year) {
    const expired = expiryProblem(values.year, values.month, now);
    if (expired) errors.month = expired;
  }
  return errors;
}

export function toNewCardPayload(values: CardFormValues): NewCardPayload {
  return {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    cc: normaliseCardNumber(values.cc),
    exp_yyyymm: toExpYyyymm(values.year, values.month),
    ccv2: values.ccv2.trim(),
    street: values.street.trim(),
    city: values.city.trim(),
    state: values.state,
    zip: values.zip.trim(),
    email: values.email.trim(),
  };
}
