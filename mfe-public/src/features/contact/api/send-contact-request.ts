import { useMutation } from '@tanstack/react-query';
import type { ContactRequestInput } from '@remuda/contracts';
import { CONTACT_ROUTES } from '@remuda/contracts/routes';
import { callApi } from '@remuda/shell-kit';

/** SPEC.md section 8: what the visitor reads when the request did not go through. */
export const CONTACT_ERROR_MESSAGE = 'There was an error sending your message. Please try again.';
export const CONTACT_SUCCESS_MESSAGE = "Your message has been sent! We'll get back to you soon.";

/** Sends the contact form; any 2xx is success (SPEC.md section 7). */
export function sendContactRequest(request: ContactRequestInput) {
  return callApi(CONTACT_ROUTES.submit, request, { fallbackMessage: CONTACT_ERROR_MESSAGE });
}

export function useSendContactRequest() {
  return useMutation({ mutationFn: sendContactRequest });
}
