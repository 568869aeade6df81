import type { ContactInterest } from '@remuda/contracts';
import { controlCharactersMessage, hasControlCharacters, hasVisibleText } from '@remuda/contracts/routes';

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

/** A text field's message, as the contracts' `text` schema gives it: control characters, then nothing visible. */
function textError(value: string, label: string, { required = false, multiline = false } = {}): string | undefined {
  if (hasControlCharacters(value.trim(), multiline)) return controlCharactersMessage(label, multiline);
  if (required && !hasVisibleText(value)) return `${label} is required`;
  return undefined;
}

/**
 * SPEC.md section 5: name, email and message required, email of the form {email}; phone and interest optional. A
 * field of nothing visible is empty, and control characters are refused (line breaks only in the message). The
 * users service checks the same rules with the same messages.
 */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const name = textError(values.name, 'Name', { required: true });
  if (name) errors.name = name;
  const email = textError(values.email, 'Email', { required: true });
  if (email) errors.email = email;
  else if (!EMAIL.test(values.email.trim())) errors.email = 'Please enter a valid email address';
  const phone = textError(values.phone, 'Phone');
  if (phone) errors.phone = phone;
  const message = textError(values.message, 'Message', { required: true, multiline: true });
  if (message) errors.message = message;
  return errors;
}
