import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

const databaseUrl = process.env.DATABASE_URL;

describe.runIf(databaseUrl)('exclusively (PostgreSQL)', () => {
  it('runs the work of two instances on one database one after the other', async () => {
    const [one, two] = await Promise.all([openDatabase({ databaseUrl }), openDatabase({ databaseUrl })]);
    try {
      const events: string[] = [];
      // Long enough that the two would overlap without the lock; each also queries through its pool meanwhile.
      const work = (name: string, db: typeof one) => async () => {
        events.push(`${name} in`);
        await db.db.execute('select pg_sleep(0.2)');
        events.push(`${name} out`);
        return name;
      };
      const results = await Promise.all([one.exclusively(work('one', one)), two.exclusively(work('two', two))]);
      expect(results).toEqual(['one', 'two']);
      const first = events[0]!.split(' ')[0];
      const second = first === 'one' ? 'two' : 'one';
      expect(events).toEqual([`${first} in`, `${first} out`, `${second} in`, `${second} out`]);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
