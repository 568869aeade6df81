export { ApiError, apiErrorOf, apiFetch, apiFetchWithHeaders, setUnauthorizedHandler, type ApiRequest } from './api/api-client';
export { createQueryClient, retryFailedQuery } from './api/query-client';
export { callApi, callApiPage, requestOf, type CallAnswer, type CallInput, type CallItem, type CallRequest } from './api/call-api';
export { GALLERY_KEY, OFFLINE_QUERY_ROOTS, SESSION_KEY, careDigestKeys, horseKeys, recordKeys } from './api/query-keys';
export { type ImportJobNoun, keepImportJob, useCancelImport, useImportJob, useMyImports } from './api/import-jobs';
export { apiFetchPage, LIST_PAGE_SIZE, queryString, type ListPage, type Paging } from './api/paged-list';
export {
  forgetPendingSignOut,
  sendPendingSignOut,
  sessionQuery,
  signOutOnServer,
  useSession,
  type SessionState,
} from './session/session';
export { paths, PAGES, MEDICAL_RECORD_PAGES, RIDING_LOG_PAGES, PATH_ALIASES, REMOTE_AREAS, aliasTarget, pageAccess, recordPages, remoteForPath, type RecordPages } from './routes/paths';
export { aliasRoutes } from './routes/alias-redirect';
export { RequireAccess, canAccess, staffHome, type ReturnTo } from './routes/require-access';
export { formatDate, formatHeight, formatWeight, excerpt, initial, todayUtc } from './format/format';
export { fileSize } from './format/file-size';
export { UPLOAD_FALLBACK_MESSAGE, type UploadRequest, askAgainWhoIsSignedIn, uploadFile, useUploadLimits } from './api/upload-file';
export { zodRule, applyFieldErrors, formErrorMessage, refusalMessage } from './forms/zod-rule';
export { PageSpinner } from './ui/page-spinner';
export { ErrorAlert } from './ui/error-alert';
export { ResponsiveTable } from './ui/responsive-table';
export { ButtonLink, type ButtonLinkProps } from './ui/button-link';
export { ButtonStyles, buttonClassName, type ButtonLook } from './ui/button-look';
export { lazyPage, pageLoader, retryFailedPages, type PageLoader } from './ui/lazy-page';
export { ranchTheme, RANCH_COLORS } from './theme';
export * from './router';
export { loadRemoteModule, remoteOfScript, reportRemoteError } from './remotes/load-remote-module';
export { remoteVersion } from './remotes/remote-version';
export { failOverFromChunk, isChunkLoadError } from './remotes/fail-over';
export { startRemoteReports } from './remotes/remote-reports';
export { RemoteSlot, type RemoteSlotProps } from './remotes/remote-slot';
export type { PublishedExposes, RemoteSlots, ReportSlot, SlotModule, SlotName } from './remotes/slots';
export { useDocumentTitle, fullTitle, SITE_NAME } from './ui/use-document-title';
export { PublicLayout } from './layouts/public-layout';
export { BrandMark, RanchMark } from './layouts/brand-mark';
export { PageHeadOf, publicPageOf, type PageHead, type PageMatch, type PageRead, type PublicPage } from './pages/public-page';
export { PAGE_STATE_ID, dehydratePageState, hydratePageState } from './pages/page-state';
export { RecordActions } from './ui/record-actions';
export { csvText, downloadCsv, type CsvRow } from './format/csv';
export { cachedHorseName, horseOptionsOf, horseQueryOptions, horsesQueryOptions, useHorse, useHorses, type HorseOption } from './horses/horse-options';
export { LivingHorseSelect } from './horses/living-horse-select';
export { CARE_SETTINGS_LOAD_FAILURE, addedCareKinds, careKindName, careSettingsQueryOptions, useCareSettings } from './care/care-settings';
export { GALLERY_CATEGORY_LABELS, GALLERY_CATEGORY_OPTIONS, GALLERY_LOAD_FAILURE, GALLERY_PATH, galleryQueryOptions, useGallery } from './gallery/gallery';
export { SEX_OPTIONS, ageLabel, horsePhotoAlt, isFemale, sexLabel, srcSetOf, variantSrc } from './horses/horse-labels';
export { RecordsPageStyles } from './records/records-page-styles';
export { RecordLoadFailure } from './records/record-load-failure';
export { RecordScreen } from './records/record-screen';
export { defineRecordKindClient, type RecordFilters, type RecordFormValues, type RecordKindClient, type RecordKindDefinition, type RecordRow } from './records/record-kind';
export { recordRoutes } from './records/record-routes';
export { HorseRecordsTab } from './records/horse-records-tab';
export { documentFacts, documentHref } from './records/documents';
export { RecordDetail } from './records/record-detail';
export { DeleteRecordConfirmation } from './records/delete-record-confirmation';
export { useSearchParam } from './records/use-search-param';
export { PAGE_PARAM, useFilterParams } from './records/list-params';
export { usePagedList } from './records/use-paged-list';
export { type WaitingWrite, waitingWrites } from './offline/waiting-writes';
export { isConflict, submitWrite, versionOf, type NewWrite, type WriteOutcome } from './offline/submit-write';
export { isSendable, sendWaitingWrites, type SendResult } from './offline/send-waiting-writes';
export { keepMyVersion, removeWaitingWrite, useWaitingWrites } from './offline/use-waiting-writes';
export { useOfflineWrite } from './offline/use-offline-write';
export { useOnline } from './offline/use-online';
export { useRetryWhenBackOnline } from './offline/use-retry-when-back-online';
export { forgetPersistedQueryCache, lastSyncedAt, restoreAndPersistQueryCache } from './offline/persist-query-cache';
export { ConflictDialog, shownValue } from './offline/conflict-dialog';
export { useVersionedSave, type ConflictChoice } from './offline/use-versioned-save';
export { isRefreshingKeptAnswer } from './offline/is-refreshing-kept-answer';
