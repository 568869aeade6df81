import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { DataSource } from 'typeorm';
import { CONTACT_EVENTS, CONTACT_OPERATIONS, USER_OPERATIONS } from '@remuda/contracts';
import { InboxEntity, type RunningTarget, startService } from '@remuda/service-kit';
import { memoryLogger, messageHarness, testConfig } from '@remuda/service-kit/testing';
import { usersService } from '../src/index.js';
import { localSmtpServer, waitFor } from './local-smtp.js';

// Mail goes out from the service's durable consumer: a failed send waits and is tried again.
jest.setTimeout(30_000);

const silent = memoryLogger('error');
const C = CONTACT_OPERATIONS;
const CONSUMER = 'contact-mail';

async function startUsers(env: Record<string, string>) {
  const config = testConfig({ REMUDA_ADMIN_EMAIL: 'boss@remuda.test', REMUDA_ADMIN_PASSWORD: 'boss-password', ...env });
  const service = await startService(usersService, config, silent);
  const harness = messageHarness(config);
  await harness.connect();
  return {
    harness,
    inbox: service.app.get(DataSource).getRepository(InboxEntity),
    async stop() {
      await harness.close();
      await service.close();
    },
  };
}

const request = {
  name: 'Jo Rider',
  email: 'jo@example.com',
  phone: '555-0100',
  interest: 'visit' as const,
  message: 'Could we come and see the horses worked on a Saturday in May?',
};

describe('staff mail about contact requests', () => {
  let smtp: Awaited<ReturnType<typeof localSmtpServer>> | undefined;
  let users: Awaited<ReturnType<typeof startUsers>> | undefined;

  afterEach(async () => {
    await users?.stop();
    await smtp?.close();
    users = smtp = undefined;
  });

  it('mails the administrators when SMTP_URL is set and REMUDA_STAFF_EMAIL is not, replying to the visitor', async () => {
    smtp = await localSmtpServer();
    users = await startUsers({ SMTP_URL: smtp.url, REMUDA_MAIL_FROM: 'Remuda Ranch <ranch@remuda.test>' });
    await expect(users.harness.send(C.submit, request)).resolves.toEqual({ ok: true });
    await waitFor(async () => smtp!.mails.length > 0);
    const [mail] = smtp.mails;
    expect(mail!.to).toEqual(['boss@remuda.test']);
    expect(mail!.headers.from).toBe('Remuda Ranch <ranch@remuda.test>');
    expect(mail!.headers['reply-to']).toBe('jo@example.com');
    expect(mail!.headers.subject).toBe('New contact request from Jo Rider (A visit)');
    expect(mail!.body).toContain('Email: jo@example.com');
    expect(mail!.body).toContain('Phone: 555-0100');
    expect(mail!.body).toContain('Could we come and see the horses worked on a Saturday in May?');
  });

  it('mails only the enabled administrators: a disabled one gets nothing', async () => {
    smtp = await localSmtpServer();
    users = await startUsers({ SMTP_URL: smtp.url });
    const U = USER_OPERATIONS;
    const boss = (await users.harness.send(U.list, {}, { id: '00000000-0000-4000-8000-000000000000', email: 'x@remuda.test', role: 'ADMIN' })).find((a) => a.email === 'boss@remuda.test')!;
    const admin = { id: boss.id, email: boss.email, role: 'ADMIN' } as const;
    const { account: second } = await users.harness.send(U.register, { email: 'second@remuda.test', password: 'second-password', role: 'USER' });
    await users.harness.send(U.changeRole, { id: second!.id, role: 'ADMIN' }, admin);
    const { account: third } = await users.harness.send(U.register, { email: 'gone@remuda.test', password: 'gone-password', role: 'USER' });
    await users.harness.send(U.changeRole, { id: third!.id, role: 'ADMIN' }, admin);
    await users.harness.send(U.setDisabled, { id: third!.id, disabled: true }, admin);
    await users.harness.send(C.submit, request);
    await waitFor(async () => smtp!.mails.length > 0);
    expect(smtp.mails.map((m) => m.to.sort())).toEqual([['boss@remuda.test', 'second@remuda.test']]);
  });

  it('mails the addresses of REMUDA_STAFF_EMAIL instead, once per request', async () => {
    smtp = await localSmtpServer();
    users = await startUsers({ SMTP_URL: smtp.url, REMUDA_STAFF_EMAIL: 'office@remuda.test, barn@remuda.test' });
    await users.harness.send(C.submit, { ...request, name: 'First' });
    await users.harness.send(C.submit, { ...request, name: 'Second', interest: undefined, phone: '' });
    await waitFor(async () => smtp!.mails.length === 2);
    expect(smtp.mails.map((m) => m.to)).toEqual([
      ['office@remuda.test', 'barn@remuda.test'],
      ['office@remuda.test', 'barn@remuda.test'],
    ]);
    expect(smtp.mails.map((m) => m.headers.subject).sort()).toEqual([
      'New contact request from First (A visit)',
      'New contact request from Second (Not given)',
    ]);
  });

  it('mails nobody about inquiries put back from an archive, only about a request that comes after them', async () => {
    smtp = await localSmtpServer();
    users = await startUsers({ SMTP_URL: smtp.url });
    const boss = (await users.harness.send(USER_OPERATIONS.list, {}, { id: '00000000-0000-4000-8000-000000000000', email: 'x@remuda.test', role: 'ADMIN' })).find((a) => a.email === 'boss@remuda.test')!;
    const archived = { id: randomUUID(), ...request, name: 'Old Olga', receivedAt: '2021-05-01T09:00:00.000Z', status: 'new' as const, answeredAt: null };
    expect(await users.harness.send(C.fromArchive, { items: [archived] }, { id: boss.id, email: boss.email, role: 'ADMIN' })).toEqual({ added: 1, present: 0 });
    await users.harness.send(C.submit, { ...request, name: 'Fresh Fred' });
    await waitFor(async () => smtp!.mails.length > 0);
    expect(smtp.mails.map((m) => m.headers.subject)).toEqual(['New contact request from Fresh Fred (A visit)']);
    expect(await users.inbox.countBy({ type: CONTACT_EVENTS.received.type })).toBe(1);
  });

  it('tries again when the mail server refuses for a while, and sends the mail once it takes it', async () => {
    smtp = await localSmtpServer({ refuse: 2 });
    users = await startUsers({ SMTP_URL: smtp.url });
    await users.harness.send(C.submit, request);
    await waitFor(async () => smtp!.mails.length === 1);
    expect(smtp.refusedCount()).toBe(2);
    const row = await users.inbox.findOneByOrFail({ consumer: CONSUMER });
    expect(row).toMatchObject({ status: 'applied', attempts: 2 });
  });

  it('keeps the request when the mail server is down, tries the mail again and dead-letters it past the limit', async () => {
    // A port nothing listens on: the server was there a moment ago.
    const gone = await localSmtpServer();
    await gone.close();
    users = await startUsers({ SMTP_URL: gone.url });
    await expect(users.harness.send(C.submit, request)).resolves.toEqual({ ok: true });
    const staff = { id: '00000000-0000-4000-8000-000000000001', email: 'trainer@remuda.test', role: 'TRAINER' } as const;
    expect((await users.harness.send(C.list, {}, staff)).items.map((i) => i.name)).toEqual(['Jo Rider']);
    await waitFor(async () => (await users!.inbox.findOneBy({ consumer: CONSUMER }))?.status === 'dead', 20_000);
    const row = await users.inbox.findOneByOrFail({ consumer: CONSUMER, type: CONTACT_EVENTS.received.type });
    expect(row.attempts).toBe(5);
    expect(row.lastError).toMatch(/ECONNREFUSED/);
  });
});
