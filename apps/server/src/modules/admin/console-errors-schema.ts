// The error answers and OpenAPI tag every console route declares.
import { errorBody } from '@mti/contracts/common/error-body';

export const consoleErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };
export const consoleTags = ['administrator console'];
