// `@remuda/contracts/routes`: the heads of every call, without schema code, for front ends to call through at run
// time (their request and answer types come from `OperationFor`, imported as a type), and the characters a text
// field takes, for a form checked without zod. Nothing here may import zod.
export * from './http-route.js';
export * from './roles.js';
export * from './text.js';
export * from './records/record-routes.js';
export { HORSE_ROUTES } from './horses/horses.routes.js';
export { GALLERY_ROUTES } from './horses/gallery.routes.js';
export { CARE_ROUND_ROUTES, MEDICAL_DOCUMENT_ROUTES, MEDICAL_RECORD_ROUTES } from './medical/medical.routes.js';
export { CARE_ROUTES } from './horses/care.routes.js';
export { RIDING_LOG_ROUTES, RIDING_ROUTES } from './riding/riding.routes.js';
export { CONTACT_ROUTES } from './users/contact.routes.js';
export { USER_ROUTES } from './users/users.routes.js';
export { CARE_DIGEST_ROUTES, CARE_DIGEST_UNSUBSCRIBE_PAGE } from './users/care-digest.routes.js';
export { WEBHOOK_ROUTES } from './webhooks/webhooks.routes.js';
export { ACTIVITY_ROUTES, HISTORY_ACTION_LABELS, HISTORY_KIND_LABELS, historyActionLabel, historyKindLabel } from './activity/activity.routes.js';
export { PLATFORM_ROUTES } from './platform/platform.routes.js';
export {
  MAX_REMOTE_REPORTS,
  RELEASE_BUCKET_COOKIE,
  RELEASE_BUCKET_MAX_AGE_S,
  REMOTE_OUTCOMES,
  REMOTE_REPORTS_PATH,
  type RemoteOutcome,
  drawReleaseBucket,
  releaseBucketOf,
} from './platform/releases.js';
export { DELETED_ROUTES } from './deleted/deleted.routes.js';
