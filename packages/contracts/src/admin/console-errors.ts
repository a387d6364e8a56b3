// The administrator console's refusals (decision 050), shown by the screens as the server words them.

/** Another administrator saved the record after this one was loaded (optimistic locking, 409). */
export const STALE_EDIT = 'stale';
export const STALE_EDIT_MSG =
  'This record was changed by someone else after you opened it, so your changes were not saved. Reload it to see the current version, then make your change again.';

/** An administrator acting as a user may not use the console until they stop acting (403). */
export const ACTING_AS_USER = 'acting_as_user';
export const ACTING_AS_USER_MSG =
  'You are acting as another user. Stop acting as them and sign in as yourself to use the administrator console.';

/** Anybody but an administrator (403). */
export const NOT_ADMINISTRATOR = 'forbidden';
export const NOT_ADMINISTRATOR_MSG = 'Only portal administrators may use the administrator console.';
