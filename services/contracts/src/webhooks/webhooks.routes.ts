import { defineHeads } from '../http-route.js';

const tag = 'webhooks';

/**
 * The receivers other systems register to get the platform's events (the webhooks service), and their deliveries:
 * administrators only, since a receiver gets whatever the events it asked for carry.
 */
export const WEBHOOK_ROUTES = defineHeads({
  eventTypes: {
    pattern: 'webhooks.event-type.list',
    access: 'admin',
    http: { method: 'GET', path: '/api/webhooks/event-types', tag, summary: 'The event types a receiver may ask for; `personal` marks those that carry people’s emails' },
  },
  list: {
    pattern: 'webhooks.receiver.list',
    access: 'admin',
    http: { method: 'GET', path: '/api/webhooks', tag, summary: 'Every receiver, with how many of its deliveries wait and how many failed' },
  },
  create: {
    pattern: 'webhooks.receiver.create',
    access: 'admin',
    http: {
      method: 'POST', path: '/api/webhooks', tag, status: 201,
      summary: 'Register a receiver (name, https URL, event types); answers its signing secret, shown this once',
    },
  },
  update: {
    pattern: 'webhooks.receiver.update',
    access: 'admin',
    http: { method: 'PUT', path: '/api/webhooks/{id}', tag, summary: 'Change a receiver’s name, URL or event types, or pause and enable it' },
  },
  remove: {
    pattern: 'webhooks.receiver.remove',
    access: 'admin',
    http: { method: 'DELETE', path: '/api/webhooks/{id}', tag, summary: 'Remove a receiver and its deliveries' },
  },
  replaceSecret: {
    pattern: 'webhooks.receiver.replace-secret',
    access: 'admin',
    http: { method: 'POST', path: '/api/webhooks/{id}/secret', tag, summary: 'Make a new signing secret, shown this once; the old one signs nothing more' },
  },
  deliveries: {
    pattern: 'webhooks.delivery.list',
    access: 'admin',
    http: {
      method: 'GET', path: '/api/webhooks/{id}/deliveries', tag, paged: true,
      summary: 'A receiver’s deliveries, newest first; optional status, limit, offset; X-Total-Count and a Link header for the next page',
    },
  },
  resend: {
    pattern: 'webhooks.delivery.resend',
    access: 'admin',
    http: { method: 'POST', path: '/api/webhooks/deliveries/{id}/resend', tag, summary: 'Send a failed delivery again, at once' },
  },
});
