import { KeptHerdAnswer } from './kept-herd-answer.js';

describe('an answer kept for the whole herd', () => {
  it('is worked out once per key, shared by reads that arrive meanwhile, and again when the key changes', async () => {
    const kept = new KeptHerdAnswer<number>();
    let works = 0;
    const work = async () => ++works;
    expect(await Promise.all([kept.get('a', work), kept.get('a', work)])).toEqual([1, 1]);
    expect(await kept.get('a', work)).toBe(1);
    expect(await kept.get('b', work)).toBe(2);
    expect(await kept.get('a', work)).toBe(3);
  });

  it('does not keep a failure', async () => {
    const kept = new KeptHerdAnswer<string>();
    await expect(kept.get('a', () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect(await kept.get('a', async () => 'read')).toBe('read');
  });
});
