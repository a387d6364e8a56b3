// The user form's values: text fields hold '' where the server takes null (no date), and the
// contract's own schema checks them, so the browser shows the server's messages.
import type { ConsoleUser } from '@mti/contracts/admin/users';
import { createUserBody, updateUserBody } from '@mti/contracts/admin/users';
import { z } from 'zod';

export type UserFormValues = {
  userid: string;
  email: string;
  name_first: string;
  name_last: string;
  organization: string;
  is_amt_member: boolean;
  subscription_active: boolean;
  subscription_starts_on: string;
  subscription_expires_on: string;
};

export const emptyUserForm: UserFormValues = {
  userid: '',
  email: '',
  name_first: '',
  name_last: '',
  organization: '',
  is_amt_member: false,
  subscription_active: false,
  subscription_starts_on: '',
  subscription_expires_on: '',
};

export function userFormOf(user: ConsoleUser): UserFormValues {
  return {
    userid: user.userid,
    email: user.email,
    name_first: user.name_first,
    name_last: user.name_last,
    organization: user.organization,
    is_amt_member: user.is_amt_member,
    subscription_active: user.subscription_active,
    subscription_starts_on: user.subscription_starts_on ?? '',
    subscription_expires_on: user.subscription_expires_on ?? '',
  };
}

/** The body the server takes: blank dates become null; an update carries the version it read. */
export function userBodyOf(values: UserFormValues) {
  return {
    ...values,
    subscription_starts_on: values.subscription_starts_on || null,
    subscription_expires_on: values.subscription_expires_on || null,
  };
}

export const updateUserFormSchema = z.preprocess(
  (values) => ({ ...userBodyOf(values as UserFormValues), version: 1 }),
  updateUserBody,
);
export const createUserFormSchema = z.preprocess((values) => userBodyOf(values as UserFormValues), createUserBody);
