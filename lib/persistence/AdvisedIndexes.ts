import { createHash } from 'node:crypto';
import type { EntityMetadata } from '@mikro-orm/core';
import { qualifiedTableName, quoteIdentifier } from './table-name.js';

/** One statement of the index advice: the index's name and its table, qualified (both null for the extension), its DDL and why. */
export interface IndexStatement {
  name: string | null;
  relation: string | null;
  sql: string;
  reason: string;
}

/** Advises an index on one column of one table: `<table>_<field>_<suffix>_idx` with its definition and why. */
export type AddIndex = (field: string, suffix: string, definition: string, reason: string) => void;

const LONGEST_NAME = 63;

/**
 * The indexes advised for one data table, on its entity's table and on the tables its columns' paths
 * reach, each once by name (two columns through the same relation share its foreign key's index), and
 * the notes on what gets none.
 */
export class AdvisedIndexes {
  readonly statements: IndexStatement[] = [];
  private readonly noted = new Set<string>();
  private readonly create: string;

  constructor(private readonly schema: string | undefined, concurrently: boolean) {
    this.create = `CREATE INDEX${concurrently ? ' CONCURRENTLY' : ''} IF NOT EXISTS`;
  }

  /** The {@link AddIndex} of an entity's table. */
  on(meta: EntityMetadata): AddIndex {
    const relation = qualifiedTableName(meta, this.schema);
    return (field, suffix, definition, reason) => {
      const name = indexName(meta.tableName, field, suffix);
      if (this.statements.some((statement) => statement.name === name)) return;
      this.statements.push({ name, relation, sql: `${this.create} ${quoteIdentifier(name)} ON ${relation} ${definition};`, reason });
    };
  }

  /** Says why a searched, ordered or followed column gets no index (once). */
  note(text: string): void {
    this.noted.add(text);
  }

  get notes(): string[] {
    return [...this.noted];
  }
}

/** `<table>_<column>_<suffix>_idx`, cut to PostgreSQL's 63 characters with a hash of the whole when longer. */
function indexName(table: string, field: string, suffix: string): string {
  const name = `${table}_${field}_${suffix}_idx`.toLowerCase().replace(/[^a-z0-9_]+/g, '_');
  if (name.length <= LONGEST_NAME) return name;
  const hash = createHash('sha256').update(name).digest('hex').slice(0, 8);
  return `${name.slice(0, LONGEST_NAME - 9)}_${hash}`;
}
