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
import { contractFormRules } from '../contract-form-rules.ts';

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

const cardFormRules = contractFormRules(cardFormSchema);

/** Each field's first message, as the server would give it; plus an expiry in the past. */
export function validateCardForm(values: CardFormValues, now: Date = new Date()): Partial<Record<CardField, string>> {
  const errors = cardFormRules(values) as Partial<Record<CardField, string>>;
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
