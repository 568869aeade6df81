import { defineEvent } from '../event.js';
import { accountStateSchema, emailTakenSchema, revokedSessionSchema } from './users.schemas.js';

/** Domain events the users service publishes through its outbox; every gateway replica keeps its view of sessions by them. */
export const USER_EVENTS = {
  /**
   * An account was created or its role, disabled state or session version changed: its state as it is now.
   * Version 2 numbers the states (`version`); a version-1 state cannot be ordered, and a gateway that receives one
   * reads every state again.
   */
  accountChanged: defineEvent({ type: 'users.account.changed', version: 2, payload: accountStateSchema }),
  /** One session was signed out. */
  sessionRevoked: defineEvent({ type: 'users.session.revoked', version: 1, payload: revokedSessionSchema }),
} as const;

/** Events the users service records for itself: no gateway listens to them. */
export const REGISTRATION_EVENTS = {
  /** Someone asked to register with an address that already has an account; its owner is mailed when mail is on. */
  emailTaken: defineEvent({ type: 'users.registration.email-taken', version: 1, payload: emailTakenSchema }),
} as const;
