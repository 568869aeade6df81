import { HORSE_OPERATIONS } from './horses/horses.operations.js';
import { MEDICAL_OPERATIONS } from './medical/medical.operations.js';
import { type ApiRoute, type EdgeRoute, type Operation, apiRoute } from './operation.js';
import { PLATFORM_ROUTES } from './platform/platform.operations.js';
import { RIDING_OPERATIONS } from './riding/riding.operations.js';
import { CONTACT_OPERATIONS } from './users/contact.operations.js';
import { USER_OPERATIONS, USER_ROUTES } from './users/users.operations.js';

const TABLES: ReadonlyArray<Record<string, Operation | EdgeRoute>> = [
  USER_OPERATIONS,
  USER_ROUTES,
  CONTACT_OPERATIONS,
  HORSE_OPERATIONS,
  MEDICAL_OPERATIONS,
  RIDING_OPERATIONS,
  PLATFORM_ROUTES,
];

const ENTRIES = TABLES.flatMap((table) => Object.values(table));

/** Every operation a service answers. */
export const OPERATIONS: readonly Operation[] = ENTRIES.filter((e): e is Operation => e.kind === 'operation');

/** Every /api route: the operations exposed over HTTP and the routes the gateway answers itself. */
export const API_ROUTES: readonly ApiRoute[] = ENTRIES.filter((e) => e.kind === 'edge' || e.http !== undefined).map(apiRoute);
