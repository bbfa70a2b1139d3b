import type { FileUsage, FileUsageField, FileUsageKind, StoredFile } from '@woodshed/shared';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';

/**
 * The file-usage registry (issue 26): the one place that answers "what uses this stored file?". Every module that
 * keeps a file reference (a column holding a file's id or its /files/… address) registers a provider here from its
 * own routes plugin, naming the columns it covers; a test walks the schema and fails for a file-reference column no
 * provider covers, so a new owner cannot be forgotten. The storage module asks it before a file is deleted.
 */
export interface FileUsageProvider {
  /** The owner, for messages: 'library', 'courses', … */
  name: string;
  /** Every column this provider looks in (the schema test checks that together they cover every file reference). */
  columns: readonly PgColumn[];
  /** The owner rows that use the file. */
  find(db: DbOrTx, file: StoredFile): Promise<FileUsage[]>;
}

export interface FileUsageRegistry {
  add(provider: FileUsageProvider): void;
  readonly providers: readonly FileUsageProvider[];
  /** Every use of the file, by title then field. */
  find(db: DbOrTx, file: StoredFile): Promise<FileUsage[]>;
}

export function createFileUsageRegistry(): FileUsageRegistry {
  const providers: FileUsageProvider[] = [];
  return {
    add(provider) {
      if (providers.some((known) => known.name === provider.name)) {
        throw new Error(`file-usage provider "${provider.name}" registered twice`);
      }
      providers.push(provider);
    },
    providers,
    async find(db, file) {
      const found = await Promise.all(providers.map((provider) => provider.find(db, file)));
      return found
        .flat()
        .sort(
          (a, b) => a.title.localeCompare(b.title) || a.kind.localeCompare(b.kind) || a.field.localeCompare(b.field),
        );
    },
  };
}

/**
 * A text column that mentions the file: a URL field or a rich-text body containing its /files/… path (the file
 * manager copies absolute URLs; bodies embed the path in src/href). The path holds a random uuid, so a containment
 * match cannot hit another file.
 */
export const mentionsFile = (column: PgColumn, file: StoredFile): SQL => sql`strpos(${column}, ${file.url}::text) > 0`;

/** A column holding the stored file's id. */
export const isFile = (column: PgColumn, file: StoredFile): SQL => eq(column, file.id);

/** A literal kind for a select list (a literal, not a parameter: a UNION must know the type of every column). */
export const kindLiteral = (kind: FileUsageKind): SQL<FileUsageKind> =>
  sql<FileUsageKind>`${sql.raw(`'${kind}'`)}::text`;

/** A literal field for a select list, as kindLiteral. */
export const fieldLiteral = (field: FileUsageField): SQL<FileUsageField> =>
  sql<FileUsageField>`${sql.raw(`'${field}'`)}::text`;
