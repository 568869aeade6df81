import { randomUUID } from 'node:crypto';
import { DataSource, In } from 'typeorm';
import type { Actor, ContactRequestInput, Inquiry } from '@remuda/contracts';
import { CONTACT_EVENTS, CONTACT_OPERATIONS } from '@remuda/contracts';
import { InboxEntity, JsonLogger, OutboxEntity, type RunningTarget } from '@remuda/service-kit';
import { describeOnEachDatabase, messageHarness, testConfig } from '@remuda/service-kit/testing';
import { startUsersWith } from '../src/testing/index.js';

const silent = new JsonLogger({}, 'error');
const C = CONTACT_OPERATIONS;
const trainer: Actor = { id: '00000000-0000-4000-8000-000000000001', email: 'trainer@remuda.test', role: 'TRAINER' };
const admin: Actor = { id: '00000000-0000-4000-8000-000000000002', email: 'admin@remuda.test', role: 'ADMIN' };
const user: Actor = { id: '00000000-0000-4000-8000-000000000003', email: 'user@remuda.test', role: 'USER' };

const aRequest = (overrides: Partial<ContactRequestInput> = {}): ContactRequestInput => ({
  name: 'Jo Rider',
  email: 'Jo@Example.com',
  phone: '555-0100',
  interest: 'horses',
  message: 'Is Dusty still looking for a home?',
  ...overrides,
});

await describeOnEachDatabase('contact requests', (database) => {
  let service: RunningTarget;
  let harness: ReturnType<typeof messageHarness>;
  let dataSource: DataSource;

  beforeAll(async () => {
    const config = testConfig({ ...database() });
    // Staff's writes confirm their accounts here.
    service = await startUsersWith([trainer, admin, user], config, silent);
    dataSource = service.app.get(DataSource);
    harness = messageHarness(config);
    await harness.connect();
  });

  afterAll(async () => {
    await harness?.close();
    await service?.close();
  });

  const inbox = (query: Parameters<typeof harness.send<typeof C.list>>[1] = {}) => harness.send(C.list, query, trainer);

  it('keeps a visitor’s request as new, with the time it came, and shows it to staff', async () => {
    const before = new Date().toISOString();
    await expect(harness.send(C.submit, aRequest())).resolves.toEqual({ ok: true });
    const { items } = await inbox();
    expect(items[0]).toEqual<Inquiry>({
      id: expect.any(String),
      name: 'Jo Rider',
      email: 'jo@example.com',
      phone: '555-0100',
      interest: 'horses',
      message: 'Is Dusty still looking for a home?',
      receivedAt: expect.any(String),
      status: 'new',
      answeredAt: null,
    });
    expect(items[0]!.receivedAt >= before).toBe(true);
  });

  it('records contact.request.received in the outbox with the request', async () => {
    await harness.send(C.submit, aRequest({ name: 'Outbox Olive', email: 'olive@example.com' }));
    const [kept] = (await inbox()).items;
    const row = await dataSource.getRepository(OutboxEntity).findOneByOrFail({ aggregateId: kept!.id });
    expect(row.type).toBe(CONTACT_EVENTS.received.type);
    expect(JSON.parse(row.envelope)).toMatchObject({ type: 'contact.request.received', version: 1, data: kept });
  });

  it('takes phone and interest as optional, an empty field meaning not given', async () => {
    await harness.send(C.submit, { name: 'No Phone', email: 'quiet@example.com', phone: '', interest: '', message: 'Hello' });
    await harness.send(C.submit, { name: 'Left Out', email: 'brief@example.com', message: 'Hi there' });
    const { items } = await inbox({ limit: 2 });
    expect(items.map((i) => [i.name, i.phone, i.interest])).toEqual([
      ['Left Out', '', null],
      ['No Phone', '', null],
    ]);
  });

  it('refuses a request without name, email or message with the messages of the spec, and keeps nothing', async () => {
    const { total } = await inbox();
    const empty = await harness.failure(C.submit, { name: ' ', email: '', phone: '', message: '' });
    expect(empty.code).toBe('VALIDATION_FAILED');
    expect(empty.errors).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'email', message: 'Email is required' },
      { field: 'message', message: 'Message is required' },
    ]);
    const bad = await harness.failure(C.submit, aRequest({ email: 'not-an-email', interest: 'llamas' as never }));
    expect(bad.errors).toEqual([
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'interest', message: 'Interest must be horses, cattle, visit or general' },
    ]);
    expect((await inbox()).total).toBe(total);
  });

  it('lists newest first, filtered by interest and status, with the total of the filter', async () => {
    await harness.send(C.submit, aRequest({ name: 'Cattle One', interest: 'cattle' }));
    await harness.send(C.submit, aRequest({ name: 'Cattle Two', interest: 'cattle' }));
    await harness.send(C.submit, aRequest({ name: 'Visitor', interest: 'visit' }));
    const cattle = await inbox({ interest: 'cattle' });
    expect(cattle.items.map((i) => i.name)).toEqual(['Cattle Two', 'Cattle One']);
    expect(cattle.total).toBe(2);
    const page = await inbox({ limit: 1, offset: 1 });
    expect(page.items.map((i) => i.name)).toEqual(['Cattle Two']);
    expect(page.total).toBe((await inbox()).total);
    await harness.send(C.update, { id: cattle.items[0]!.id, status: 'answered' }, trainer);
    expect((await inbox({ interest: 'cattle', status: 'new' })).items.map((i) => i.name)).toEqual(['Cattle One']);
    expect((await inbox({ interest: 'cattle', status: 'answered' })).items.map((i) => i.name)).toEqual(['Cattle Two']);
    expect((await harness.failure(C.list, { status: 'done' }, trainer)).errors).toEqual([{ field: 'status', message: 'Status must be new or answered' }]);
  });

  it('marks a request answered, noting when, and back to new', async () => {
    await harness.send(C.submit, aRequest({ name: 'Answer Me' }));
    const [request] = (await inbox()).items;
    const answered = await harness.send(C.update, { id: request!.id, status: 'answered' }, admin);
    expect(answered).toMatchObject({ id: request!.id, status: 'answered', answeredAt: expect.any(String) });
    expect((await inbox()).items[0]).toEqual(answered);
    const reopened = await harness.send(C.update, { id: request!.id, status: 'new' }, trainer);
    expect(reopened).toMatchObject({ status: 'new', answeredAt: null });
    expect((await harness.failure(C.update, { id: '6f1f7a84-3a55-4a8f-9a43-2b8d0c5a4f11', status: 'answered' }, trainer)).code).toBe('NOT_FOUND');
  });

  it('shows and changes requests for trainers and administrators only', async () => {
    const [request] = (await inbox()).items;
    expect((await harness.failure(C.list, {}, user)).code).toBe('FORBIDDEN');
    expect((await harness.failure(C.list, {})).code).toBe('UNAUTHENTICATED');
    expect((await harness.failure(C.update, { id: request!.id, status: 'answered' }, user)).code).toBe('FORBIDDEN');
    expect((await harness.failure(C.update, { id: request!.id, status: 'answered' })).code).toBe('UNAUTHENTICATED');
    expect((await inbox()).items[0]!.status).toBe(request!.status);
  });

  it('puts back an archive’s inquiries as they were, for administrators only, without an event; an id already here is present', async () => {
    const archived: Inquiry[] = [
      { id: randomUUID(), name: 'Old Answered', email: 'old@example.com', phone: '', interest: 'cattle', message: 'Any steers?', receivedAt: '2021-05-01T09:00:00.000Z', status: 'answered', answeredAt: '2021-05-03T10:00:00.000Z' },
      { id: randomUUID(), name: 'Old New', email: 'older@example.com', phone: '555-0101', interest: null, message: 'Hello', receivedAt: '2021-04-01T09:00:00.000Z', status: 'new', answeredAt: null },
    ];
    const ids = archived.map((i) => i.id);
    const restored = async () => (await inbox()).items.filter((i) => ids.includes(i.id));
    const outbox = dataSource.getRepository(OutboxEntity);
    const events = await outbox.count();
    expect((await harness.failure(C.fromArchive, { items: archived }, trainer)).code).toBe('FORBIDDEN');
    expect(await harness.send(C.fromArchive, { items: archived }, admin)).toEqual({ added: 2, present: 0 });
    expect(await restored()).toEqual(archived);
    // Old requests: nobody is told of them again.
    expect(await outbox.count()).toBe(events);
    expect(await outbox.countBy({ aggregateId: In(ids) })).toBe(0);

    const again = archived.map((i) => ({ ...i, status: 'new' as const, answeredAt: null }));
    expect(await harness.send(C.fromArchive, { items: again }, admin)).toEqual({ added: 0, present: 2 });
    expect(await restored()).toEqual(archived);

    // One inquiry twice in a batch is a broken archive: refused, naming it, and nothing of the batch is added.
    const twice = { ...archived[0]!, id: randomUUID() };
    expect((await harness.failure(C.fromArchive, { items: [twice, twice] }, admin)).errors).toEqual([{ field: 'items.1.id', message: 'This inquiry is in the archive twice' }]);
    expect((await inbox()).items.map((i) => i.id)).not.toContain(twice.id);
  });

  it('takes the event in without SMTP_URL and fails nothing: no mail to send', async () => {
    const rows = dataSource.getRepository(InboxEntity);
    await waitFor(async () => (await rows.countBy({ type: CONTACT_EVENTS.received.type })) > 0 && (await rows.countBy({ status: 'pending' })) === 0);
    expect(await rows.countBy({ status: 'dead' })).toBe(0);
    expect(await rows.countBy({ type: CONTACT_EVENTS.received.type, status: 'applied' })).toBeGreaterThan(0);
  });
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
