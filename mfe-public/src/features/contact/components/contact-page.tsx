import { useDocumentTitle } from '@remuda/shell-kit';
import { CONTACT_CSS } from './contact.css';
import { ContactForm } from './contact-form';

/** How visits and answers work, beside the form. */
const VISIT_NOTES = [
  {
    title: 'Visits',
    text: 'We welcome visitors by appointment, so someone is free to walk you through the horses and the cattle.',
  },
  {
    title: 'Answers',
    text: 'Messages are read by our trainers and the ranch office. Expect an answer within two working days.',
  },
  {
    title: 'Horses',
    text: 'Asking about a horse you saw on the site? Tell us its name and we will send you its latest news.',
  },
] as const;

/** The contact page: the form (SPEC.md sections 5 and 7) and what happens after a message is sent. */
export function ContactPage() {
  useDocumentTitle('Contact Us');
  return (
    <article className="contact" aria-labelledby="contact-title">
      <style href="remuda-contact" precedence="remuda">
        {CONTACT_CSS}
      </style>
      <header className="contact__hero">
        <h1 id="contact-title">Contact Us</h1>
        <p>Questions about a horse, the cattle or a visit to the ranch? Write to us and we will get back to you.</p>
      </header>
      <div className="contact__body">
        <ContactForm />
        <aside className="contact__aside" aria-labelledby="contact-aside-title">
          <h2 id="contact-aside-title">What Happens Next</h2>
          <ul className="contact__notes">
            {VISIT_NOTES.map((note) => (
              <li key={note.title}>
                <h3>{note.title}</h3>
                <p>{note.text}</p>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </article>
  );
}
