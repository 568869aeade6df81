import { validate } from '../validation.js';
import { contactRequestInputSchema, inquiryListQuerySchema } from './contact.schemas.js';

describe('contactRequestInputSchema', () => {
  it('reads the contact form: trimmed text, a lower-cased address, phone and interest optional', () => {
    expect(validate(contactRequestInputSchema, { name: ' Jo ', email: 'Jo@Example.com', message: ' Hello ' })).toEqual({
      ok: true,
      value: { name: 'Jo', email: 'jo@example.com', phone: '', interest: null, message: 'Hello' },
    });
    expect(validate(contactRequestInputSchema, { name: 'Jo', email: 'jo@example.com', phone: null, interest: '', message: 'Hi' })).toMatchObject({
      ok: true,
      value: { phone: '', interest: null },
    });
    expect(validate(contactRequestInputSchema, { name: 'Jo', email: 'jo@example.com', phone: '555-0100', interest: 'visit', message: 'Hi' })).toMatchObject({
      ok: true,
      value: { phone: '555-0100', interest: 'visit' },
    });
  });

  it('answers with the messages of SPEC.md section 5, one per field', () => {
    expect(validate(contactRequestInputSchema, {})).toEqual({
      ok: false,
      errors: [
        { field: 'name', message: 'Name is required' },
        { field: 'email', message: 'Email is required' },
        { field: 'message', message: 'Message is required' },
      ],
    });
    expect(validate(contactRequestInputSchema, { name: 'Jo', email: 'jo@', interest: 'llamas', message: 'x'.repeat(5001) })).toEqual({
      ok: false,
      errors: [
        { field: 'email', message: 'Please enter a valid email address' },
        { field: 'interest', message: 'Interest must be horses, cattle, visit or general' },
        { field: 'message', message: 'Message must be at most 5000 characters' },
      ],
    });
  });
});

describe('inquiryListQuerySchema', () => {
  it('reads the inbox filters and paging from a query string', () => {
    expect(validate(inquiryListQuerySchema, { interest: 'cattle', status: 'answered', limit: '10', offset: '20' })).toEqual({
      ok: true,
      value: { interest: 'cattle', status: 'answered', limit: 10, offset: 20 },
    });
    expect(validate(inquiryListQuerySchema, { status: 'open' })).toEqual({ ok: false, errors: [{ field: 'status', message: 'Status must be new or answered' }] });
  });
});
