// The error catalogue: one typed application error, replied as the spec's {code, msg}.
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly msg: string,
    readonly field?: string,
  ) {
    super(msg);
    this.name = 'AppError';
  }
}

/** Spec §8: the session token is bad (invalid, revoked, unknown). */
export const badToken = () => new AppError(401, 'c0001', 'Contact admin or please try again later.');
/** Spec §8: the access token has expired; the client renews it and repeats the request. */
export const tokenExpired = () => new AppError(401, 'c0004', 'Your session has expired, please log in.');
export const forbidden = (msg = 'You do not have permission to access this page.') =>
  new AppError(403, 'forbidden', msg);
export const notFound = (msg = 'You are trying to access a page that is not available.') =>
  new AppError(404, 'not_found', msg);
export const badRequest = (code: string, msg: string, field?: string) => new AppError(400, code, msg, field);

export type ErrorBody = { code: string; msg: string; field?: string };
