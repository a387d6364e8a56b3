// The exact texts of the error and status pages (spec §8).
export const STATUS_TEXTS = {
  400: 'Bad Request error. Request you sent to the server was somehow incorrect or corrupted. If the issue persists please contact administrator.',
  401: 'Unauthorized error: Page you were trying to access cannot be loaded. If the issue persists please contact administrator.',
  403: 'You do not have permission to access this page.',
  404: 'You are trying to access a page that is not available.',
  500: 'Internal Server Error: Something has gone wrong. If the issue persists please contact administrator.',
  505: 'Unknown error. Please refresh your page or log back in a few minutes. If the issue persists contact administrator.',
  sessionExpired: 'Your session has expired, please log in.',
  unknownError: 'Unknown error encountered, please log in again.',
  missingId: (email: string) =>
    `Your login is currently being processed, please try back in a few minutes! If the issue persists, please contact administrator at ${email}.`,
} as const;
