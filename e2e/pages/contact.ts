import type { Locator, Page } from 'playwright-core';

export const CONTACT_SUCCESS = "Your message has been sent! We'll get back to you soon.";
export const CONTACT_FAILURE = 'There was an error sending your message. Please try again.';

export interface ContactDetails {
  name: string;
  email: string;
  phone?: string;
  interest?: 'Horses' | 'Cattle' | 'Visiting the ranch' | 'General question';
  message: string;
}

/** The public contact form at /contact and the toasts that tell how it went. */
export class ContactPage {
  constructor(readonly page: Page) {}

  field(label: 'Name' | 'Email' | 'Phone' | 'Interested in' | 'Message'): Locator {
    return this.page.getByLabel(new RegExp(`^${label}`));
  }

  get submit(): Locator {
    return this.page.getByRole('button', { name: /^(Send Message|Sending\.\.\.)$/ });
  }

  /** The polite live region of the success toast. */
  get status(): Locator {
    return this.page.getByRole('status').filter({ hasText: CONTACT_SUCCESS });
  }

  /** The assertive live region of the error toast. */
  get alert(): Locator {
    return this.page.getByRole('alert').filter({ hasText: CONTACT_FAILURE });
  }

  async fill(details: ContactDetails): Promise<void> {
    await this.field('Name').fill(details.name);
    await this.field('Email').fill(details.email);
    if (details.phone) await this.field('Phone').fill(details.phone);
    if (details.interest) await this.field('Interested in').selectOption({ label: details.interest });
    await this.field('Message').fill(details.message);
  }

  async send(details: ContactDetails): Promise<void> {
    await this.fill(details);
    await this.submit.click();
  }
}

/** The staff inbox at /admin/inquiries. */
export class InquiriesPage {
  constructor(readonly page: Page) {}

  /** The table row of the request from `name`. */
  row(name: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByText(name, { exact: true }) });
  }
}
