import { createStore, values } from 'idb-keyval';
import { mockApi } from '../testing';
import { sendWaitingWrites } from './send-waiting-writes';
import { submitWrite } from './submit-write';
import { keepMyVersion } from './use-waiting-writes';
import { type WaitingWrite, dropWaitingWrite, waitingWrites } from './waiting-writes';

const ride = (notes: string) => ({
  method: 'POST' as const,
  path: '/api/riding-logs',
  body: { horseId: 'h-1', date: '2026-11-02', type: 'trail', notes },
  summary: `Ride: ${notes}`,
  fallbackMessage: 'Failed to create riding log',
});

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

/** What this device holds, read from IndexedDB itself (what a reopened browser would find). */
const stored = () => values<WaitingWrite>(createStore('remuda-waiting-writes', 'writes'));

afterEach(async () => {
  for (const write of waitingWrites()) await dropWaitingWrite(write.id);
  setOnline(true);
});

describe('the waiting writes', () => {
  it('keeps a write made offline on the device, and sends it later oldest first under one idempotency key', async () => {
    setOnline(false);
    expect(await submitWrite(ride('first'), 'trainer')).toEqual({ status: 'waiting' });
    expect(await submitWrite(ride('second'), 'trainer')).toEqual({ status: 'waiting' });
    const kept = await stored();
    expect(kept.map((w) => w.body)).toEqual(expect.arrayContaining([ride('first').body, ride('second').body]));

    setOnline(true);
    const { requests } = mockApi({ 'POST /api/riding-logs': { status: 201, body: { id: 'log' } } });
    expect(await sendWaitingWrites('trainer')).toEqual({ applied: 2 });
    expect(requests.map((r) => (r.body as { notes: string }).notes)).toEqual(['first', 'second']);
    expect(requests.map((r) => r.headers['Idempotency-Key'])).toEqual(waitingOrder(kept).map((w) => w.id));
    expect(await stored()).toEqual([]);
  });

  it('sends a write again with the same key when its answer was lost, and drops it once the server answers', async () => {
    setOnline(false);
    await submitWrite(ride('lost answer'), 'trainer');
    setOnline(true);
    const keys: string[] = [];
    globalThis.fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      keys.push((init?.headers as Record<string, string>)['Idempotency-Key']!);
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await sendWaitingWrites('trainer')).toEqual({ applied: 0, stoppedBy: 'offline' });
    expect(await stored()).toHaveLength(1);

    const { requests } = mockApi({ 'POST /api/riding-logs': { status: 201, body: { id: 'log' } } });
    expect(await sendWaitingWrites('trainer')).toEqual({ applied: 1 });
    expect(requests[0]!.headers['Idempotency-Key']).toBe(keys[0]);
  });

  it("never sends one account's writes under another, and keeps them when the session has ended", async () => {
    setOnline(false);
    await submitWrite(ride("trainer's"), 'trainer');
    setOnline(true);
    const { requests } = mockApi({ 'POST /api/riding-logs': { status: 401, body: { message: 'Sign in again' } } });
    expect(await sendWaitingWrites('someone-else')).toEqual({ applied: 0 });
    expect(requests).toEqual([]);
    expect(await sendWaitingWrites('trainer')).toEqual({ applied: 0, stoppedBy: 'signed-out' });
    expect(await stored()).toHaveLength(1);
  });

  it('sets a conflicting change aside with the record as it is now, and sends it against that version when the user keeps theirs', async () => {
    const change = { ...ride('changed'), method: 'PUT' as const, path: '/api/riding-logs/l-1', body: { notes: 'mine', version: 1 } };
    setOnline(false);
    await submitWrite(change, 'trainer');
    setOnline(true);
    const current = { id: 'l-1', notes: 'theirs', version: 2 };
    mockApi({ 'PUT /api/riding-logs/l-1': { status: 409, body: { message: 'Changed by someone else', code: 'CONFLICT', current } } });
    expect(await sendWaitingWrites('trainer')).toEqual({ applied: 0 });
    const [aside] = await stored();
    expect(aside!.conflict).toEqual({ current });

    await keepMyVersion(aside!);
    const { requests } = mockApi({ 'PUT /api/riding-logs/l-1': { body: { id: 'l-1', notes: 'mine', version: 3 } } });
    expect(await sendWaitingWrites('trainer')).toEqual({ applied: 1 });
    expect(requests[0]!.body).toEqual({ notes: 'mine', version: 2 });
  });

  it('sends an online write at once, with an idempotency key', async () => {
    const { requests } = mockApi({ 'POST /api/riding-logs': { status: 201, body: { id: 'log' } } });
    expect(await submitWrite(ride('online'), 'trainer')).toEqual({ status: 'saved', saved: { id: 'log' } });
    expect(requests[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await stored()).toEqual([]);
  });
});

describe('a write that follows another (a document for a record made offline)', () => {
  const visit = { ...ride('unused'), path: '/api/medical-records', body: { horseId: 'h-1', date: '2026-11-02', description: 'Coggins drawn' }, summary: 'Visit' };
  const paper = (name: string) => ({
    method: 'POST' as const,
    path: '/api/medical-records/{id}/documents',
    files: [{ field: 'file', name, type: 'image/jpeg', data: new Blob(['photo of a paper'], { type: 'image/jpeg' }) }],
    summary: `Document “${name}”`,
    fallbackMessage: 'Failed to attach the document',
  });
  const sentFile = (body: unknown) => (body as FormData).get('file') as File;

  it('waits on the device with it, and is sent once it is made, to the path of the id the server made, with its file', async () => {
    setOnline(false);
    expect(await submitWrite(visit, 'trainer', [paper('coggins.jpg')])).toEqual({ status: 'waiting' });
    const kept = waitingOrder(await stored());
    expect(kept.map((w) => [w.path, w.after])).toEqual([['/api/medical-records', undefined], ['/api/medical-records/{id}/documents', kept[0]!.id]]);
    expect(new TextDecoder().decode(kept[1]!.files![0]!.data as ArrayBuffer)).toBe('photo of a paper');

    setOnline(true);
    const { requests } = mockApi({
      'POST /api/medical-records': { status: 201, body: { id: 'r-9' } },
      'POST /api/medical-records/r-9/documents': { status: 201, body: { id: 'r-9', documents: [{ id: 'd-1' }] } },
    });
    expect(await sendWaitingWrites('trainer')).toEqual({ applied: 2 });
    expect(requests.map((r) => r.url)).toEqual(['/api/medical-records', '/api/medical-records/r-9/documents']);
    expect(requests.map((r) => r.headers['Idempotency-Key'])).toEqual(kept.map((w) => w.id));
    expect(requests[1]!.headers['Content-Type']).toBeUndefined();
    expect(sentFile(requests[1]!.body).name).toBe('coggins.jpg');
    expect([sentFile(requests[1]!.body).size, sentFile(requests[1]!.body).type]).toEqual(['photo of a paper'.length, 'image/jpeg']);
    expect(await stored()).toEqual([]);
  });

  it('is never sent before it, goes with it when the user drops it, and is sent at once after it when online', async () => {
    setOnline(false);
    await submitWrite(visit, 'trainer', [paper('first.jpg')]);
    setOnline(true);
    const refused = mockApi({ 'POST /api/medical-records': { status: 400, body: { message: 'Horse is required' } } });
    expect(await sendWaitingWrites('trainer')).toEqual({ applied: 0 });
    expect(refused.requests.map((r) => r.url)).toEqual(['/api/medical-records']);
    const [record] = waitingOrder(await stored());
    expect(record!.refused).toBe('Horse is required');
    await dropWaitingWrite(record!.id);
    expect(await stored()).toEqual([]);

    const { requests } = mockApi({
      'POST /api/medical-records': { status: 201, body: { id: 'r-10' } },
      'POST /api/medical-records/r-10/documents': { status: 415, body: { message: 'This kind of file is not accepted.' } },
    });
    expect(await submitWrite(visit, 'trainer', [paper('page.jpg')])).toEqual({ status: 'saved', saved: { id: 'r-10' } });
    expect(requests.map((r) => r.url)).toEqual(['/api/medical-records', '/api/medical-records/r-10/documents']);
    // The record is saved; the document the server refused is set aside with why, for the user to see.
    const [aside] = await stored();
    expect([aside!.path, aside!.refused]).toEqual(['/api/medical-records/r-10/documents', 'This kind of file is not accepted.']);
  });
});

const waitingOrder = (writes: WaitingWrite[]) => [...writes].sort((a, b) => a.queuedAt.localeCompare(b.queuedAt) || a.id.localeCompare(b.id));
