import { jest } from '@jest/globals';
import { USER_OPERATIONS } from '@remuda/contracts';
import { startService } from '@remuda/service-kit';
import { memoryLogger, messageHarness, testConfig } from '@remuda/service-kit/testing';
import { usersService } from '../src/index.js';
import { localSmtpServer, waitFor } from './local-smtp.js';

jest.setTimeout(30_000);

const U = USER_OPERATIONS;

describe('registering an address that already has an account', () => {
  it('creates nothing and mails the owner, through a real SMTP server', async () => {
    const smtp = await localSmtpServer();
    const config = testConfig({ SMTP_URL: smtp.url, REMUDA_PUBLIC_URL: 'https://ranch.example', REMUDA_MAIL_FROM: 'Remuda Ranch <ranch@remuda.test>' });
    const service = await startService(usersService, config, memoryLogger('error'));
    const harness = messageHarness(config);
    await harness.connect();
    try {
      const { account } = await harness.send(U.register, { email: 'owner@example.com', password: 'owner-password-1', role: 'USER' });
      expect(account).toMatchObject({ email: 'owner@example.com' });
      // A new account is mailed nothing.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.mails).toEqual([]);

      await expect(harness.send(U.register, { email: 'Owner@Example.com', password: 'someone-else-2', role: 'ADMIN' })).resolves.toEqual({ account: null });
      await waitFor(async () => smtp.mails.length > 0);
      const [mail] = smtp.mails;
      expect(mail!.to).toEqual(['owner@example.com']);
      expect(mail!.headers.from).toBe('Remuda Ranch <ranch@remuda.test>');
      expect(mail!.headers.subject).toBe('Someone tried to create a Remuda Ranch account with your email address');
      expect(mail!.body).toContain('sign in with your password instead: https://ranch.example/login');
      expect(mail!.body).not.toContain('someone-else-2');
      // The owner's account is as it was: its own password still signs in, the other does not, no role request.
      await expect(harness.send(U.verifyCredentials, { email: 'owner@example.com', password: 'owner-password-1' })).resolves.toMatchObject({ id: account!.id });
      await expect(harness.failure(U.verifyCredentials, { email: 'owner@example.com', password: 'someone-else-2' })).resolves.toMatchObject({ code: 'INVALID_CREDENTIALS' });
      await waitFor(async () => smtp.mails.length === 1);
      expect(smtp.mails).toHaveLength(1);
    } finally {
      await harness.close();
      await service.close();
      await smtp.close();
    }
  });
});
