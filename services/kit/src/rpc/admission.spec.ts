import { jest } from '@jest/globals';
import { DomainError } from '../errors/domain-error.js';
import { Admission } from './admission.js';

const settled = async <T>(promise: Promise<T>) => {
  const state: { value?: T; error?: unknown; done: boolean } = { done: false };
  promise.then(
    (value) => Object.assign(state, { value, done: true }),
    (error: unknown) => Object.assign(state, { error, done: true }),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return state;
};

describe('Admission', () => {
  it('runs up to its limit at once, then lets the waiting in first come first served as requests finish', async () => {
    const admission = new Admission('horses', 2, 10);
    const first = await admission.admit();
    await admission.admit();
    const third = settled(admission.admit());
    const fourth = settled(admission.admit());
    expect((await third).done).toBe(false);
    expect(admission.load).toEqual({ active: 2, queued: 2 });
    first();
    expect((await third).done).toBe(true);
    expect((await fourth).done).toBe(false);
    (await third).value!();
    expect((await fourth).done).toBe(true);
    expect(admission.load).toEqual({ active: 2, queued: 0 });
  });

  it('frees a slot once however often a request says it is done', async () => {
    const admission = new Admission('horses', 1, 10);
    const release = await admission.admit();
    release();
    release();
    await admission.admit();
    expect(admission.load).toEqual({ active: 1, queued: 0 });
  });

  it('turns a request away at once when as many are already waiting as it allows', async () => {
    const admission = new Admission('horses', 1, 1);
    await admission.admit();
    void admission.admit();
    const turnedAway = await settled(admission.admit());
    expect(turnedAway.error).toEqual(new DomainError('SERVICE_UNAVAILABLE', 'The horses service is busy. Please try again.'));
  });

  it('turns a waiting request away when its caller stops waiting, and gives the slot to the next one', async () => {
    jest.useFakeTimers();
    try {
      const admission = new Admission('medical', 1, 10);
      const release = await admission.admit();
      const impatient = admission.admit(100);
      const patient = admission.admit(10_000);
      const outcome = impatient.then(() => 'admitted', (err: DomainError) => err.code);
      jest.advanceTimersByTime(100);
      expect(await outcome).toBe('SERVICE_UNAVAILABLE');
      expect(admission.load).toEqual({ active: 1, queued: 1 });
      release();
      const next = await patient;
      expect(admission.load).toEqual({ active: 1, queued: 0 });
      next();
      expect(admission.load).toEqual({ active: 0, queued: 0 });
    } finally {
      jest.useRealTimers();
    }
  });
});
