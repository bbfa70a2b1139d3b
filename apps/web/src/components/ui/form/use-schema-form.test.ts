import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './use-schema-form';

const schema = z.object({ name: z.string() });

describe('lazySchema', () => {
  it('loads once however often it is asked', async () => {
    let loads = 0;
    const lazy = lazySchema(async () => {
      loads += 1;
      return schema;
    });
    expect(await Promise.all([lazy.load(), lazy.load()])).toEqual([schema, schema]);
    expect(await lazy.load()).toBe(schema);
    expect(loads).toBe(1);
  });

  it('tries again after a failed load (the connection came back)', async () => {
    let attempts = 0;
    const lazy = lazySchema(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return schema;
    });
    await expect(lazy.load()).rejects.toThrow('offline');
    expect(await lazy.load()).toBe(schema);
  });
});
