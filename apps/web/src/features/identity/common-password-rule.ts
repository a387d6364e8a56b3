// The common and leaked password rule of the contracts, loaded only on the password pages: its
// word list is far larger than the rest of the app.
type PasswordCheck = (value: string) => string | null;

let loading: Promise<PasswordCheck> | null = null;

export function loadCommonPasswordRule(): Promise<PasswordCheck> {
  loading ??= import('@mti/contracts/identity/common-passwords').then((rule) => rule.checkCommonPassword);
  return loading;
}
