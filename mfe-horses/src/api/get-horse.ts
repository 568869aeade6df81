import { ApiError } from '@remuda/shell-kit';

/** One horse with its pictures, clips and riding logs: the kit's query, the same answer the public page reads. */
export { horseQueryOptions, useHorse } from '@remuda/shell-kit';

/** True when the horse is not there (rather than the call having failed). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;
