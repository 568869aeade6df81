import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Form, { type FormInstance } from 'antd/es/form';
import type { RuleObject } from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import { z } from 'zod';
import { emailSchema, passwordSchema } from '@remuda/contracts';
import { ApiError } from '../api/api-client';
import { renderApp } from '../testing';
import { applyFieldErrors, formErrorMessage, refusalMessage, zodRule } from './zod-rule';

// antd under jsdom is slow, the more so with every jest worker busy: generous budgets, not timing assertions.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

const validationError = (errors: { field: string; message: string }[]) =>
  new ApiError(400, 'Validation failed', 'VALIDATION_FAILED', errors);

/** A sign-in-like form whose button puts `error` on the fields and shows what applyFieldErrors answered. */
function FieldErrorForm({ error }: { error: unknown }) {
  const [form] = Form.useForm();
  const [answer, setAnswer] = useState<string>('not applied');
  const [alert, setAlert] = useState<string>('not asked');
  return (
    <Form form={form} initialValues={{ email: 'june@remuda.test', password: 'secret' }}>
      <Form.Item label="Email" name="email">
        <Input />
      </Form.Item>
      <Form.Item label="Password" name="password">
        <Input />
      </Form.Item>
      <Form.Item label="Notes" name="notes">
        <Input />
      </Form.Item>
      <button
        type="button"
        onClick={() => {
          setAnswer(String(applyFieldErrors(form, error)));
          setAlert(formErrorMessage(error, form) ?? 'none');
        }}
      >
        Apply
      </button>
      <output>{answer}</output>
      <p>Alert: {alert}</p>
    </Form>
  );
}

async function apply(error: unknown) {
  renderApp(<FieldErrorForm error={error} />);
  await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Apply' }));
  return screen.getByRole('status');
}

describe('applyFieldErrors', () => {
  it("puts the server's message on the field it names and answers true", async () => {
    const answer = await apply(validationError([{ field: 'email', message: 'An account with this email already exists' }]));
    expect(answer).toHaveTextContent('true');
    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('puts every named field error on its own field', async () => {
    await apply(
      validationError([
        { field: 'email', message: 'Please enter a valid email address' },
        { field: 'password', message: 'Password must be at least 6 characters' },
      ]),
    );
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('puts an error on a field the user has not filled in yet', async () => {
    const answer = await apply(validationError([{ field: 'notes', message: 'Notes must be at most 2000 characters' }]));
    expect(answer).toHaveTextContent('true');
    expect(await screen.findByText('Notes must be at most 2000 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Notes')).toHaveAttribute('aria-invalid', 'true');
  });

  it('ignores errors of fields the form does not have, and answers false when none was placed', async () => {
    const answer = await apply(validationError([{ field: 'role', message: 'Role must be one of USER, TRAINER, ADMIN' }]));
    expect(answer).toHaveTextContent('false');
    expect(screen.queryByText('Role must be one of USER, TRAINER, ADMIN')).not.toBeInTheDocument();
  });

  it('answers false for an error without field errors, or one that is not from the API', () => {
    const form = { getFieldsValue: jest.fn(() => ({ email: '' })), setFields: jest.fn() } as unknown as FormInstance;
    expect(applyFieldErrors(form, new ApiError(500, 'Login failed'))).toBe(false);
    expect(applyFieldErrors(form, new Error('boom'))).toBe(false);
    expect(applyFieldErrors(form, null)).toBe(false);
    expect(form.setFields).not.toHaveBeenCalled();
  });
});

describe('formErrorMessage', () => {
  it('is nothing when there is no error', () => {
    expect(formErrorMessage(null)).toBeNull();
    expect(formErrorMessage(undefined)).toBeNull();
  });

  it("is the API error's message when no field is named", () => {
    expect(formErrorMessage(new ApiError(401, 'Invalid email or password'))).toBe('Invalid email or password');
    expect(formErrorMessage(new ApiError(500, 'Login failed'))).toBe('Login failed');
  });

  it('is nothing, without the form to check, when the API named fields at fault', () => {
    expect(formErrorMessage(validationError([{ field: 'email', message: 'Email is required' }]))).toBeNull();
  });

  it('is nothing when every field the API named is a field of the form, filled in or not', async () => {
    await apply(
      validationError([
        { field: 'email', message: 'Please enter a valid email address' },
        { field: 'notes', message: 'Notes must be at most 2000 characters' },
      ]),
    );
    expect(await screen.findByText('Alert: none')).toBeInTheDocument();
  });

  it('is the messages of named fields the form does not have, which would otherwise show nowhere', async () => {
    await apply(
      validationError([
        { field: 'email', message: 'Please enter a valid email address' },
        { field: '(body)', message: 'The request body must be an object' },
        { field: 'role', message: 'Role must be one of USER, TRAINER, ADMIN' },
      ]),
    );
    expect(
      await screen.findByText('Alert: The request body must be an object Role must be one of USER, TRAINER, ADMIN'),
    ).toBeInTheDocument();
  });

  it('is the message of any other error', () => {
    expect(formErrorMessage(new Error('Something broke'))).toBe('Something broke');
    expect(formErrorMessage('plain text')).toBe('plain text');
  });
});

describe('zodRule', () => {
  const check = (schema: z.ZodType, value: unknown) =>
    (zodRule(schema) as RuleObject).validator!({} as RuleObject, value, () => {});

  it('passes a value the schema accepts', async () => {
    await expect(check(emailSchema, 'june@remuda.test')).resolves.toBeUndefined();
    await expect(check(passwordSchema, 'secret1')).resolves.toBeUndefined();
  });

  it("fails with the schema's first message", async () => {
    await expect(check(emailSchema, undefined)).rejects.toThrow('Email is required');
    await expect(check(emailSchema, '   ')).rejects.toThrow('Email is required');
    await expect(check(emailSchema, 'june@')).rejects.toThrow('Please enter a valid email address');
    await expect(check(passwordSchema, '')).rejects.toThrow('Password is required');
    await expect(check(passwordSchema, '12345')).rejects.toThrow('Password must be at least 6 characters');
  });

  it('shows the message under the field of a form', async () => {
    function EmailForm() {
      return (
        <Form>
          <Form.Item label="Email" name="email" rules={[zodRule(emailSchema)]}>
            <Input />
          </Form.Item>
          <button type="submit">Send</button>
        </Form>
      );
    }
    renderApp(<EmailForm />);
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email'));
    await waitFor(() => expect(screen.getByText('Email is required')).toBeInTheDocument());
  });
});

describe('refusalMessage', () => {
  it("gives the named fields' messages, else the failure's own words, and nothing without a failure", () => {
    expect(refusalMessage(validationError([{ field: 'enabled', message: 'A plain user gets no digest' }, { field: 'id', message: 'Not found' }]))).toBe(
      'A plain user gets no digest Not found',
    );
    expect(refusalMessage(new ApiError(500, 'Failed to change the digest'))).toBe('Failed to change the digest');
    expect(refusalMessage(null)).toBeUndefined();
  });
});
