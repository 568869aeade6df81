import type { ContactErrors, ContactValues } from './contact-validation';

/** The contact form as the server answered it when it was posted as a page (components/posted-form.ts). */
export interface PostedContact {
  values: ContactValues;
  errors: ContactErrors;
  outcome: 'sent' | 'failed' | null;
  /** A further line: what the server said when it asked the visitor to wait. */
  detail?: string;
}
