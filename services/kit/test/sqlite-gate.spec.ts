import { Column, DataSource, Entity, PrimaryColumn } from 'typeorm';
import { gateSqliteTransactions } from '../src/index.js';

@Entity('notes')
class Note {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  id!: string;

  @Column({ type: 'varchar', length: 50 })
  text!: string;
}

const pause = () => new Promise((r) => setTimeout(r, 5));

describe('SQLite transactions under concurrent requests', () => {
  let ds: DataSource;
  beforeEach(async () => {
    ds = new DataSource({ type: 'better-sqlite3', database: ':memory:', entities: [Note], synchronize: true });
    await ds.initialize();
    gateSqliteTransactions(ds);
  });
  afterEach(() => ds.destroy());

  it('run one at a time, each committing or rolling back only its own work', async () => {
    const results = await Promise.allSettled([
      ds.transaction(async (em) => {
        await em.insert(Note, { id: 'a1', text: 'first' });
        await pause();
        await em.insert(Note, { id: 'a2', text: 'first' });
      }),
      ds.transaction(async (em) => {
        await em.insert(Note, { id: 'b1', text: 'second' });
        await pause();
        throw new Error('second changes its mind');
      }),
      ds.transaction(async (em) => {
        await pause();
        await em.insert(Note, { id: 'c1', text: 'third' });
      }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await ds.getRepository(Note).find({ order: { id: 'ASC' } })).map((n) => n.id)).toEqual(['a1', 'a2', 'c1']);
  });

  it('keeps a write made elsewhere out of an open transaction that rolls back', async () => {
    let opened!: () => void;
    const isOpen = new Promise<void>((r) => (opened = r));
    const doomed = ds
      .transaction(async (em) => {
        await em.insert(Note, { id: 'doomed', text: 'x' });
        opened();
        await pause();
        await pause();
        throw new Error('rolled back');
      })
      .catch(() => 'rolled back');
    await isOpen;
    await ds.getRepository(Note).insert({ id: 'outside', text: 'kept' });
    expect(await doomed).toBe('rolled back');
    expect((await ds.getRepository(Note).find()).map((n) => n.id)).toEqual(['outside']);
  });

  it('lets a transaction nest inside itself', async () => {
    await ds.transaction(async (em) => {
      await em.insert(Note, { id: 'outer', text: 'x' });
      await em.transaction(async (inner) => inner.insert(Note, { id: 'inner', text: 'y' }));
    });
    expect(await ds.getRepository(Note).count()).toBe(2);
  });

  it('knows each database’s transaction apart in one flow: one inside another’s nests in its own, and waits for no one', async () => {
    // A second database of the same process (the embedded mode has one per service), gated too.
    const other = new DataSource({ type: 'better-sqlite3', database: ':memory:', entities: [Note], synchronize: true });
    await other.initialize();
    gateSqliteTransactions(other);
    try {
      let opened!: () => void;
      const isOpen = new Promise<void>((r) => (opened = r));
      let outsideDone = false;
      const flow = ds.transaction(async (em) => {
        await em.insert(Note, { id: 'first', text: 'x' });
        opened();
        await pause();
        await other.transaction(async (inner) => {
          await inner.insert(Note, { id: 'other', text: 'y' });
          // Back in the first database from within the second's transaction: still this flow's own transaction.
          await ds.transaction(async (again) => again.insert(Note, { id: 'nested', text: 'w' }));
          expect(await em.count(Note)).toBe(2);
        });
        await pause();
        expect(outsideDone).toBe(false);
      });
      await isOpen;
      // Another flow's write to the first database waits for its transaction to end.
      await ds.getRepository(Note).insert({ id: 'outside', text: 'z' });
      outsideDone = true;
      await flow;
      expect((await ds.getRepository(Note).find({ order: { id: 'ASC' } })).map((n) => n.id)).toEqual(['first', 'nested', 'outside']);
      expect(await other.getRepository(Note).count()).toBe(1);
    } finally {
      await other.destroy();
    }
  });
});

