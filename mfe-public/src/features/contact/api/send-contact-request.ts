import { useMutation } from '@tanstack/react-query';
import type { ContactRequestInput } from '@remuda/contracts';
import { apiFetch } from '@remuda/shell-kit';

/** SPEC.md section 8: what the visitor reads when the request did not go through. */
export const CONTACT_ERROR_MESSAGE = 'There was an error sending your message. Please try again.';
export const CONTACT_SUCCESS_MESSAGE = "Your message has been sent! We'll get back to you soon.";

/** Sends the contact form; any 2xx is success (SPEC.md section 7). */
export function sendContactRequest(request: ContactRequestInput): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>('/api/users/request-info', { method: 'POST', body: request, fallbackMessage: CONTACT_ERROR_MESSAGE });
}

export function useSendContactRequest() {
  return useMutation({ mutationFn: sendContactRequest });
}
