import { z } from 'zod';
import { decimal } from './validation.js';

/**
 * The version of a record a client read, sent back with its change so that a record changed by someone else since
 * is refused (CONFLICT) rather than silently overwritten.
 */
export const expectedVersion = z
  .number({ error: 'Version must be a number' })
  .int({ error: 'Version must be a whole number' })
  .positive({ error: 'Version must be 1 or more' });

/** The version a client read of a record it deletes, from the query string (`?version=3`). */
export const expectedVersionQuery = decimal(expectedVersion);
