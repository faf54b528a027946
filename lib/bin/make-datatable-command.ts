import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { EntitySchema, type EntityMetadata } from '@mikro-orm/core';
import type { CliCommand, CliIo } from './CliCommand.js';
import { CliError } from './CliError.js';
import { entityColumns } from './entity-columns.js';
import { entityImport, isEntity } from './entity-import.js';
import { importOrmModule, metadataOrm, moduleFile, type ModuleOrm } from './orm-module.js';
import { tableNameOf } from './table-naming.js';
import { tableSource } from './table-source.js';
import { UsageError } from './UsageError.js';

const USAGE = [
  'Usage: ux-datatables make:datatable <Entity> --module <file> [options]',
  '',
  'Writes an @AsDataTable class for a MikroORM entity: a column per property by its type, and the',
  'detail, edit and delete actions. Reads the metadata only: no database connection is made.',
  '',
  'Options:',
  '  --module <file>         UX_DATATABLES_MODULE  a module exporting `orm` (a MikroORM, or a promise of one), an ORM',
  '                                                config (default export or `config`), or `entities`. TypeScript:',
  '                                                run under `node --import tsx`',
  '  --out <file>            the file to write (default src/tables/<Entity>Table.ts)',
  '  --name <table>          the name the table is registered under (default: the entity in kebab case, plural)',
  '  --entity-import <spec>  how the table imports the entity (default: relative to the file MikroORM read it from,',
  '                          or to --module when it exports the entity)',
  '  --force                 overwrite --out when it exists',
  '  --dry-run               print the table instead of writing it',
  '',
  'Exit codes: 0 written or printed, 1 unknown entity or existing file without --force, 2 wrong command line.',
  '',
].join('\n');

interface MakeOptions {
  module?: string;
  out?: string;
  name?: string;
  'entity-import'?: string;
  force?: boolean;
  'dry-run'?: boolean;
}

/** `ux-datatables make:datatable <Entity>`: generates a table class from an entity's MikroORM metadata. */
export const makeDataTableCommand: CliCommand = {
  name: 'make:datatable',
  summary: 'write an @AsDataTable class for a MikroORM entity',
  usage: USAGE,
  async run(args: string[], io: CliIo): Promise<number> {
    const { values, entity } = parse(args);
    const file = moduleFile(values.module, io, 'the module exporting your MikroORM instance, config or entities');
    const loaded = await importOrmModule(file);
    const orm = await metadataOrm(loaded, file);
    try {
      const meta = findEntity(orm, entity);
      if (meta.primaryKeys.length !== 1) throw CliError.compositeKey(meta.className);
      const out = values.out ?? `src/tables/${meta.className}Table.ts`;
      const reference = [...[orm.config.get('entities')].flat(), ...Object.values(loaded)].find((value) => isEntity(value, meta));
      const [key] = meta.getPrimaryProps();
      const source = tableSource({
        entity: meta.className,
        entityImport: await entityImport(meta, { explicit: values['entity-import'], outFile: out, moduleFile: file, module: loaded }),
        entityIsSchema: EntitySchema.is(reference),
        className: `${meta.className}Table`,
        tableName: values.name ?? tableNameOf(meta.className),
        primaryKey: key.name,
        numericKey: ['number', 'bigint'].includes(String(key.runtimeType)),
        plan: entityColumns(meta),
        command: `ux-datatables make:datatable ${meta.className}`,
      });
      if (values['dry-run']) {
        io.stdout.write(source);
        return 0;
      }
      if (existsSync(out) && !values.force) {
        io.stderr.write(`ux-datatables make:datatable: "${out}" exists; pass --force to overwrite it.\n`);
        return 1;
      }
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, source);
      io.stdout.write(`Wrote ${out}: table "${values.name ?? tableNameOf(meta.className)}" of entity "${meta.className}".\n`);
      return 0;
    } finally {
      await orm.close?.(true);
    }
  },
};

function parse(args: string[]): { values: MakeOptions; entity: string } {
  let parsed: { values: MakeOptions; positionals: string[] };
  try {
    parsed = parseArgs({
      args,
      strict: true,
      allowPositionals: true,
      options: {
        module: { type: 'string' },
        out: { type: 'string' },
        name: { type: 'string' },
        'entity-import': { type: 'string' },
        force: { type: 'boolean' },
        'dry-run': { type: 'boolean' },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (parsed.positionals.length !== 1) throw new UsageError('Name one entity: ux-datatables make:datatable <Entity>');
  if (parsed.values.name === '') throw new UsageError('--name needs a table name');
  return { values: parsed.values, entity: parsed.positionals[0] };
}

/** The entity's metadata by class name; an error listing the known entities when it is unknown. */
function findEntity(orm: ModuleOrm, name: string): EntityMetadata {
  const entities = [...orm.getMetadata()].filter((meta) => !meta.abstract && !meta.embeddable && !meta.pivotTable);
  const meta = entities.find((candidate) => candidate.className === name);
  if (meta !== undefined) return meta;
  throw CliError.unknownEntity(name, entities.map((candidate) => candidate.className).sort());
}
