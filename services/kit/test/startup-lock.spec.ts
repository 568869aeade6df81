import { DataSource } from 'typeorm';
import { withStartupLock } from '../src/index.js';
import { createTestDatabase, describeWhen, postgresAvailable } from '../src/testing/index.js';

describeWhen(await postgresAvailable(), 'PostgreSQL', 'start-up chores across replicas', () => {
  it('run one replica at a time, and the second sees what the first did', async () => {
    const db = await createTestDatabase();
    const replicas = [new DataSource({ type: 'postgres', url: db.url }), new DataSource({ type: 'postgres', url: db.url })];
    await Promise.all(replicas.map((r) => r.initialize()));
    try {
      await replicas[0]!.query('CREATE TABLE herd (name text)');
      const timeline: string[] = [];
      await Promise.all(
        replicas.map((replica, i) =>
          withStartupLock(replica, 'test-seed', async () => {
            timeline.push(`start ${i}`);
            const [{ count }] = (await replica.query('SELECT count(*)::int AS count FROM herd')) as Array<{ count: number }>;
            if (count === 0) {
              await new Promise((r) => setTimeout(r, 100));
              await replica.query("INSERT INTO herd VALUES ('Juniper'), ('Bighorn')");
            }
            timeline.push(`end ${i}`);
          }),
        ),
      );
      expect([timeline[0]!.split(' ')[0], timeline[1]!.split(' ')[0], timeline[2]!.split(' ')[0], timeline[3]!.split(' ')[0]]).toEqual(['start', 'end', 'start', 'end']);
      const [{ count }] = (await replicas[0]!.query('SELECT count(*)::int AS count FROM herd')) as Array<{ count: number }>;
      expect(count).toBe(2);
    } finally {
      await Promise.all(replicas.map((r) => r.destroy()));
      await db.drop();
    }
  });
});
