// The analyzer's own error codes (STYLE: our codes name the problem).
import { AppError, badRequest } from '../../platform/errors.ts';

export const ANALYTICS_MSG = {
  unknownDataset: 'This dataset is not available.',
  /** An uploaded table's dataset that is not (or no longer) among the user's files: deleted, or never theirs. */
  uploadGone:
    'This uploaded table is not in your files: it may have been deleted. Upload it again, or pick another dataset.',
  notLoaded: 'The analysis data is still loading. Please try again in a moment.',
  unavailable: 'The analysis data could not be loaded. Please try again later.',
  timeout: 'This analysis took too long. Add a filter or use fewer dimensions, then try again.',
  tooManyCells: (limit: number) =>
    `This analysis has more than ${limit.toLocaleString('en-US')} cells. Add a filter or use fewer dimensions.`,
  periodGrowth: 'Growth rates apply to members of a dimension, not to periods.',
  noPeriod: 'This dataset has no months: leave out the period filter and the projection.',
  /** A dimension or measure the dataset does not have (say, of another dataset): named, with the dataset. */
  notADimension: (id: string, dataset: string) =>
    `"${id}" is not a dimension of ${dataset}. Choose a dimension from the list.`,
  notAMeasure: (field: string, dataset: string) =>
    `"${field}" is not a measure of ${dataset}. Choose a measure from the list.`,
  badCell: 'The cell does not belong to this analysis.',
  blendKeyNotInDataset: 'This dataset cannot be blended on that dimension.',
  tooManyQueries: (perUser: number) =>
    `You already have ${perUser} analyses running and more waiting. Wait for them to finish, then try again.`,
} as const;

/** Seconds a client waits before asking again while the first load runs (Retry-After). */
export const LOADING_RETRY_AFTER_S = 2;

export const queryTimeout = () => new AppError(503, 'query_timeout', ANALYTICS_MSG.timeout);
export const tooManyCells = (limit: number) => badRequest('too_many_cells', ANALYTICS_MSG.tooManyCells(limit));
export const analyticsLoading = () => new AppError(503, 'analytics_loading', ANALYTICS_MSG.notLoaded);
export const copyUnavailable = () => new AppError(503, 'analytics_unavailable', ANALYTICS_MSG.unavailable);
export const tooManyQueries = (perUser: number) =>
  new AppError(429, 'too_many_queries', ANALYTICS_MSG.tooManyQueries(perUser));
