import { defineHeads } from '../http-route.js';

const tag = 'users';

/** The shell's page a digest mail's unsubscribe link opens, with `?token=`: it asks before it turns the digest off. */
export const CARE_DIGEST_UNSUBSCRIBE_PAGE = '/care-digest/unsubscribe';

/**
 * The daily care digest by mail, answered by the users service: a staff member turns their own on or off, an
 * administrator sees and sets every staff account's, and anyone holding a mail's unsubscribe token turns it off.
 */
export const CARE_DIGEST_ROUTES = defineHeads({
  get: {
    pattern: 'users.care-digest.get',
    access: 'staff',
    http: { method: 'GET', path: '/api/users/care-digest', tag, summary: 'Whether you get the daily care digest by mail' },
  },
  set: {
    pattern: 'users.care-digest.set',
    access: 'staff',
    http: { method: 'PUT', path: '/api/users/care-digest', tag, summary: 'Turn your daily care digest by mail on or off' },
  },
  recipients: {
    pattern: 'users.care-digest.recipients',
    access: 'admin',
    http: { method: 'GET', path: '/api/users/care-digest/recipients', tag, summary: 'Every enabled staff account and whether it gets the daily care digest' },
  },
  setRecipient: {
    pattern: 'users.care-digest.set-recipient',
    access: 'admin',
    http: { method: 'PUT', path: '/api/users/{id}/care-digest', tag, summary: "Turn a staff account's daily care digest on or off" },
  },
  unsubscribe: {
    pattern: 'users.care-digest.unsubscribe',
    access: 'public',
    http: {
      method: 'POST', path: '/api/care-digest/unsubscribe', tag,
      summary: 'Stop the daily care digest of the token a digest mail carries (in the body, or in the query string for a one-click unsubscribe, RFC 8058). The same answer for any token. Limited per address: 429 with Retry-After past it',
    },
  },
});
