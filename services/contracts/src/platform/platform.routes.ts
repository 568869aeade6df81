import { defineHeads } from '../http-route.js';
import { REMOTE_REPORTS_PATH } from './releases.js';

/** Routes of the platform itself, answered by the gateway. */
export const PLATFORM_ROUTES = defineHeads({
  remotes: {
    pattern: 'platform.remotes.registry',
    access: 'public',
    http: { method: 'GET', path: '/api/remotes', tag: 'platform', summary: 'The micro-frontend registry: remote name to mf-manifest.json URL' },
  },
  remoteReports: {
    pattern: 'platform.remotes.reports',
    access: 'public',
    http: {
      method: 'POST', path: REMOTE_REPORTS_PATH, tag: 'platform',
      summary: 'What a browser saw of the remotes it ran: each one loaded, failed to load, or threw an unexpected error, by release (the manifest URL it used); counted per remote and release in /metrics, and judged against a canary release’s error threshold. No personal data; rate-limited per network address',
    },
  },
  canaries: {
    pattern: 'platform.remotes.canaries',
    access: 'admin',
    http: { method: 'GET', path: '/api/remotes/canaries', tag: 'platform', summary: 'The canary releases the registry names: share, threshold, page loads and errors counted, and whether each was rolled back by itself' },
  },
  export: {
    pattern: 'platform.ranch.export',
    access: 'admin',
    http: {
      method: 'GET', path: '/api/export', tag: 'platform', contentType: 'application/zip',
      summary: 'The whole ranch as one ZIP archive, streamed: a CSV and a JSON file per kind of thing (horses, medical records, riding logs, care settings, gallery, inquiries), a manifest, and every media file',
    },
  },
  importPreview: {
    pattern: 'platform.import.preview',
    access: 'staff',
    http: {
      method: 'POST', path: '/api/imports/{kind}/preview', tag: 'platform', input: 'multipart',
      summary: 'What importing a CSV or Excel (.xlsx) file of horses, medical records or riding logs would do, row by row, before anything is written: multipart field "file", and optionally "columns", a JSON object from each header to the field it fills ("" for none)',
    },
  },
  importRun: {
    pattern: 'platform.import.run',
    access: 'staff',
    http: {
      method: 'POST', path: '/api/imports/{kind}', tag: 'platform', input: 'multipart', status: 201,
      summary: 'Starts importing a CSV or Excel (.xlsx) file of horses, medical records or riding logs through the same operations as the forms, as a job (answered at once, then followed at /api/imports/jobs/{id}): the rows the preview adds or changes; a row recognised as already there adds nothing. Multipart as the preview; a file that cannot be read is refused before anything starts',
    },
  },
  importJobs: {
    pattern: 'platform.import.jobs',
    access: 'staff',
    http: { method: 'GET', path: '/api/imports/jobs', tag: 'platform', summary: 'The signed-in person’s imports, newest first: those running and those finished in the last days' },
  },
  importJob: {
    pattern: 'platform.import.job',
    access: 'staff',
    http: { method: 'GET', path: '/api/imports/jobs/{id}', tag: 'platform', summary: 'Where an import stands: rows done of the file’s, what they did, the rows not imported and why (its person’s, or any for an administrator)' },
  },
  importCancel: {
    pattern: 'platform.import.cancel',
    access: 'staff',
    http: {
      method: 'POST', path: '/api/imports/jobs/{id}/cancel', tag: 'platform',
      summary: 'Stops an import after the call under way: each row is in whole or not at all, and importing the file again goes on where it stopped',
    },
  },
  importArchive: {
    pattern: 'platform.import.archive',
    access: 'admin',
    http: {
      method: 'POST', path: '/api/imports/archive', tag: 'platform', input: 'multipart', status: 201,
      summary: 'Restores a whole ranch from the archive GET /api/export made (multipart field "file") into an install without horses of its own, as a job (answered at once once every item of the archive is checked, then followed at /api/imports/jobs/{id}, cancelled as an import is): every media file, then the horses, care settings, gallery, medical records, riding logs and inquiries with their ids, dates and versions. Sent again after a failure or a cancel, it goes on: what is already here is left as it is',
    },
  },
  uploadLimits: {
    pattern: 'platform.uploads.limits',
    access: 'staff',
    http: { method: 'GET', path: '/api/uploads/limits', tag: 'platform', summary: 'The largest picture and clip an upload may be, in bytes' },
  },
});
