import { defineHeads } from '../http-route.js';

const tag = 'users';

/**
 * The contact form and the staff inbox it fills, answered by the users service. Anyone may send a request (the
 * gateway limits how often per address); trainers and administrators read and answer them.
 */
export const CONTACT_ROUTES = defineHeads({
  submit: {
    pattern: 'users.contact-request.submit',
    access: 'public',
    http: {
      method: 'POST', path: '/api/users/request-info', tag, status: 201,
      summary: 'Send a contact request (name, email, message; phone and interest optional) to the ranch staff. Limited per address: 429 with Retry-After past it',
    },
  },
  list: {
    pattern: 'users.contact-request.list',
    access: 'staff',
    http: {
      method: 'GET', path: '/api/users/inquiries', tag, paged: true,
      summary: 'Contact requests, newest first. Optional interest, status (new or answered), limit, offset; X-Total-Count and a Link header for the next page',
    },
  },
  update: {
    pattern: 'users.contact-request.update',
    access: 'staff',
    http: { method: 'PUT', path: '/api/users/inquiries/{id}', tag, summary: 'Mark a contact request answered, or back to new' },
  },
});
