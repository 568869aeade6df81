import { type ChangeEvent, type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, paths } from '@remuda/shell-kit';
import { CONTACT_ERROR_MESSAGE, CONTACT_SUCCESS_MESSAGE, useSendContactRequest } from '../api/send-contact-request';
import { type ContactErrors, type ContactField, type ContactValues, EMPTY_CONTACT, INTEREST_OPTIONS, validateContact } from '../contact-validation';
import { usePostedForm } from '../../../components/posted-form';
import type { PostedContact } from '../posted-contact';
import { ContactToasts, type Toast } from './contact-toast';

const FIELD_ORDER: readonly ContactField[] = ['name', 'email', 'phone', 'interest', 'message'];
const fieldId = (field: ContactField) => `contact-${field}`;
const errorId = (field: ContactField) => `contact-${field}-error`;

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The toast of a form the server answered as a page. */
function postedToast(posted: PostedContact | undefined): Toast | null {
  if (!posted?.outcome) return null;
  return posted.outcome === 'sent'
    ? { id: 0, kind: 'success', message: CONTACT_SUCCESS_MESSAGE }
    : { id: 0, kind: 'error', message: CONTACT_ERROR_MESSAGE, detail: posted.detail };
}

/**
 * The contact form (SPEC.md sections 5 and 7): checked before sending with the spec's messages, each tied to its
 * field; the button disabled while the request is on its way; a toast for the outcome that hides after six
 * seconds. A field's message clears when the field is edited. Plain HTML, so the public page loads no
 * component library. Until the page's script has taken over (or with script off) the form is posted to the server,
 * which answers the page again with what was typed and the same messages, or with the outcome (ADR 016).
 */
export function ContactForm() {
  const posted = usePostedForm<PostedContact>('contact');
  const [values, setValues] = useState<ContactValues>(posted?.values ?? EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>(posted?.errors ?? {});
  const [toast, setToast] = useState<Toast | null>(() => postedToast(posted));
  const toastCount = useRef(0);
  const fields = useRef<Partial<Record<ContactField, FieldElement | null>>>({});
  const send = useSendContactRequest();

  // What was typed before the page's script took over stands in the fields but not in the state the page was drawn
  // from: the form takes it as it comes alive, so it is neither lost nor sent as empty.
  useEffect(() => {
    const typed: Partial<Record<ContactField, string>> = {};
    for (const field of FIELD_ORDER) {
      const value = fields.current[field]?.value;
      if (value !== undefined && value !== values[field]) typed[field] = value;
    }
    if (Object.keys(typed).length) setValues((current) => ({ ...current, ...typed }) as ContactValues);
    // Once, as the form comes alive.
  }, []);

  const show = (next: Omit<Toast, 'id'>) => setToast({ ...next, id: ++toastCount.current });
  const closeToast = useCallback(() => setToast(null), []);

  const change = (field: ContactField) => (event: ChangeEvent<FieldElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const focusFirst = (found: ContactErrors) => {
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) fields.current[first]?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirst(found);
      return;
    }
    setToast(null);
    send.mutate(
      {
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        interest: values.interest || null,
        message: values.message.trim(),
      },
      {
        onSuccess: () => {
          setValues(EMPTY_CONTACT);
          show({ kind: 'success', message: CONTACT_SUCCESS_MESSAGE });
        },
        onError: (error) => {
          const apiError = error instanceof ApiError ? error : null;
          const fromServer: ContactErrors = {};
          for (const { field, message } of apiError?.fieldErrors ?? []) {
            if ((FIELD_ORDER as readonly string[]).includes(field)) fromServer[field as ContactField] = message;
          }
          setErrors(fromServer);
          focusFirst(fromServer);
          show({ kind: 'error', message: CONTACT_ERROR_MESSAGE, detail: apiError?.status === 429 ? apiError.message : undefined });
        },
      },
    );
  };

  const described = (field: ContactField) => {
    return {
      id: fieldId(field),
      name: field,
      ref: (element: FieldElement | null) => {
        fields.current[field] = element;
      },
      value: values[field],
      onChange: change(field),
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': errors[field] ? errorId(field) : undefined,
    } as const;
  };

  const label = (field: ContactField, text: string, required: boolean) => (
    <label htmlFor={fieldId(field)} className="contact-form__label">
      {text}
      {required ? (
        <span className="contact-form__required" aria-hidden="true">
          {' '}
          *
        </span>
      ) : (
        <span className="contact-form__optional"> (optional)</span>
      )}
    </label>
  );

  const error = (field: ContactField) =>
    errors[field] && (
      <p id={errorId(field)} className="contact-form__error">
        {errors[field]}
      </p>
    );

  return (
    <>
      <form className="contact-form" method="post" action={paths.contact} noValidate onSubmit={submit} aria-labelledby="contact-form-title">
        <h2 id="contact-form-title">Send Us a Message</h2>
        <p className="contact-form__note">
          Fields marked <span aria-hidden="true">*</span> are required.
        </p>
        <div className="contact-form__row">
          <div className="contact-form__field">
            {label('name', 'Name', true)}
            <input type="text" autoComplete="name" aria-required="true" {...described('name')} />
            {error('name')}
          </div>
          <div className="contact-form__field">
            {label('email', 'Email', true)}
            <input type="email" autoComplete="email" aria-required="true" {...described('email')} />
            {error('email')}
          </div>
        </div>
        <div className="contact-form__row">
          <div className="contact-form__field">
            {label('phone', 'Phone', false)}
            <input type="tel" autoComplete="tel" {...described('phone')} />
            {error('phone')}
          </div>
          <div className="contact-form__field">
            {label('interest', 'Interested in', false)}
            <select {...described('interest')}>
              <option value="">Choose a topic</option>
              {INTEREST_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            {error('interest')}
          </div>
        </div>
        <div className="contact-form__field">
          {label('message', 'Message', true)}
          <textarea rows={6} aria-required="true" {...described('message')} />
          {error('message')}
        </div>
        <button type="submit" className="contact-form__submit" disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send Message'}
        </button>
      </form>
      <ContactToasts toast={toast} onClose={closeToast} />
    </>
  );
}
