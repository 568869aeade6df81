import { dictionary } from '@zxcvbn-ts/language-common';
import { COMMON_PASSWORD_MESSAGE } from '@remuda/contracts';
import { validationFailed } from '@remuda/service-kit';

/**
 * The commonly used and breached passwords of zxcvbn's common dictionary (about 49,000, most used first),
 * lower-cased into a set once when the service loads, so each check is one lookup.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

/** Whether a password is on the list, in any mix of upper and lower case. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** Refuses a new password that is on the list, with the message shown under the password field. */
export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw validationFailed([{ field: 'password', message: COMMON_PASSWORD_MESSAGE }]);
}
