import type { ContactInterest } from '@remuda/contracts';

/** The form's fields as the visitor types them; an empty interest means none was chosen. */
export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  interest: ContactInterest | '';
  message: string;
}

export type ContactField = keyof ContactValues;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', phone: '', interest: '', message: '' };

export const INTEREST_OPTIONS: ReadonlyArray<{ value: ContactInterest; label: string }> = [
  { value: 'horses', label: 'Horses' },
  { value: 'cattle', label: 'Cattle' },
  { value: 'visit', label: 'Visiting the ranch' },
  { value: 'general', label: 'General question' },
];

// The shape the users service accepts, checked here without a schema library so the public page stays light.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * SPEC.md section 5: name, email and message required, email of the form {email}; phone and interest optional.
 * The users service checks the same rules with the same messages.
 */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!values.name.trim()) errors.name = 'Name is required';
  if (!values.email.trim()) errors.email = 'Email is required';
  else if (!EMAIL.test(values.email.trim())) errors.email = 'Please enter a valid email address';
  if (!values.message.trim()) errors.message = 'Message is required';
  return errors;
}
