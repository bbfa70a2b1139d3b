import type { FileUsageField } from '@woodshed/shared';
import { unionAll, type PgColumn } from 'drizzle-orm/pg-core';
import { achievements } from '../../db/schema/index.ts';
import { mentionsFile, kindLiteral, fieldLiteral, type FileUsageProvider } from '../../lib/file-usages.ts';

const FIELDS: ReadonlyArray<readonly [PgColumn, FileUsageField]> = [
  [achievements.iconUrl, 'icon'],
  [achievements.heroImageUrl, 'hero'],
];

/** Achievements whose icon or hero image is the stored file. */
export const achievementFileUsages: FileUsageProvider = {
  name: 'achievements',
  columns: FIELDS.map(([column]) => column),
  async find(db, file) {
    const [icon, hero] = FIELDS.map(([column, field]) =>
      db
        .select({
          id: achievements.id,
          title: achievements.title,
          kind: kindLiteral('achievement'),
          field: fieldLiteral(field),
        })
        .from(achievements)
        .where(mentionsFile(column, file)),
    );
    return unionAll(icon!, hero!);
  },
};
