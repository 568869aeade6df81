import { ACTIVITY_OPERATIONS } from './activity/activity.operations.js';
import { GALLERY_OPERATIONS } from './horses/gallery.operations.js';
import { HORSE_OPERATIONS } from './horses/horses.operations.js';
import { CARE_ROUND_OPERATIONS, MEDICAL_OPERATIONS } from './medical/medical.schemas.js';
import { CARE_OPERATIONS } from './horses/care.operations.js';
import { type ApiRoute, type EdgeRoute, type Operation, apiRoute } from './operation.js';
import { PLATFORM_EDGE_ROUTES } from './platform/platform.operations.js';
import { DELETED_EDGE_ROUTES, DELETED_OPERATIONS } from './deleted/deleted.operations.js';
import { RIDING_OPERATIONS } from './riding/riding.operations.js';
import { CARE_DIGEST_OPERATIONS } from './users/care-digest.operations.js';
import { CONTACT_OPERATIONS } from './users/contact.operations.js';
import { USER_EDGE_ROUTES, USER_OPERATIONS } from './users/users.operations.js';
import { WEBHOOK_OPERATIONS } from './webhooks/webhooks.operations.js';

const TABLES = [USER_OPERATIONS, USER_EDGE_ROUTES, CONTACT_OPERATIONS, CARE_DIGEST_OPERATIONS, HORSE_OPERATIONS, GALLERY_OPERATIONS, CARE_OPERATIONS, MEDICAL_OPERATIONS, CARE_ROUND_OPERATIONS, RIDING_OPERATIONS, WEBHOOK_OPERATIONS, ACTIVITY_OPERATIONS, PLATFORM_EDGE_ROUTES, DELETED_OPERATIONS, DELETED_EDGE_ROUTES] as const;

const ENTRIES: ReadonlyArray<Operation | EdgeRoute> = TABLES.flatMap((table) => Object.values(table));

/** Every operation a service answers. */
export const OPERATIONS: readonly Operation[] = ENTRIES.filter((e): e is Operation => e.kind === 'operation');

/** Every /api route: the operations exposed over HTTP and the routes the gateway answers itself. */
export const API_ROUTES: readonly ApiRoute[] = ENTRIES.filter((e) => e.http !== undefined).map(apiRoute);

type ValuesOf<T> = T extends unknown ? T[keyof T] : never;

/** Every operation and edge route, each with its own types. */
export type ApiEntry = ValuesOf<(typeof TABLES)[number]>;

/** The operation or edge route of a pattern: what a head's call sends and answers (front ends import it as a type). */
export type OperationFor<P extends string> = Extract<ApiEntry, { pattern: P }>;
