import { ReferenceKind, type EntityMetadata, type EntityProperty, type MetadataStorage } from '@mikro-orm/core';
import { ConfigurationError } from '../errors/ConfigurationError.js';
import { scalarProperty } from './entity-metadata.js';

/** Relation steps a column may follow: `author.country.name` takes two, three at most. */
export const MAX_PATH_STEPS = 3;

/** Properties a relation is labelled by when its column does not say (`setRelationLabel`), the first stored one wins. */
export const DEFAULT_LABEL_PROPERTIES = ['name', 'title', 'label', 'email'] as const;

/**
 * One ManyToOne or OneToOne step of a path, joined to the data page as `left join <target> as <alias>`:
 * `<alias>.<targetColumn> = <parent>.<parentColumn>`. On the owning side the parent holds the foreign key
 * and the target's key answers it; on the inverse side of a OneToOne it is the other way round. Either
 * way at most one target row matches, so the join never multiplies the table's rows.
 */
export interface ToOneStep {
  readonly relation: EntityProperty;
  readonly target: EntityMetadata;
  /** The step's alias in the data page (`r1`, `r2`, ...), shared by every column going through the same steps. */
  readonly alias: string;
  /** The alias of the entity the step starts from: the table's own (`e`) or the step before's. */
  readonly parentAlias: string;
  readonly parentColumn: string;
  readonly targetColumn: string;
  /**
   * Every step up to this one is a required owning relation (a foreign key that is never null): the
   * related row always exists, so the step is an inner join, which lets PostgreSQL read a page ordered
   * by the related column from its index instead of sorting every row (a left join cannot).
   */
  readonly required: boolean;
}

/**
 * The OneToMany or ManyToMany a column ends in: the related rows are found through `link`, rows of
 * `linkTable` (the pivot table, or the target's own table for a OneToMany) whose `ownerColumn` is the
 * parent's key; `targetColumn` of the link names the target row (null when the link is the target).
 */
export interface ToManyStep {
  readonly relation: EntityProperty;
  /** The entity the relation belongs to, whose key the link holds. */
  readonly owner: EntityMetadata;
  readonly target: EntityMetadata;
  /** The pivot's metadata, or null for a OneToMany (the target's table holds the foreign key). */
  readonly pivot: EntityMetadata | null;
  readonly ownerColumn: string;
  /** For a pivot: its column holding the target's key. */
  readonly targetColumn: string | null;
  readonly parentAlias: string;
}

/**
 * Where a column's value lives when it is not a property of the table's own entity: the ToOne steps
 * joined to reach it, an optional ToMany step last (its values aggregated per row), and the stored
 * property shown. `relation` is set when the column names a relation itself (`author`, `tags`): it
 * shows the related rows' labels and is that relation's field in the forms.
 */
export interface ColumnPath {
  readonly column: string;
  readonly toOne: readonly ToOneStep[];
  readonly toMany: ToManyStep | null;
  /** The stored property shown. */
  readonly prop: EntityProperty;
  /** The entity holding {@link prop}. */
  readonly owner: EntityMetadata;
  /** The relation the column is named after (its last segment), or null for a path ending in a property. */
  readonly relation: EntityProperty | null;
}

/** What the column declares of the path it follows. */
export interface PathColumn {
  readonly name: string;
  /** `setRelationLabel(...)`: the property a relation the column names is shown by. */
  readonly relationLabel: string | null;
}

const TO_ONE: ReadonlySet<ReferenceKind> = new Set([ReferenceKind.MANY_TO_ONE, ReferenceKind.ONE_TO_ONE]);
const TO_MANY: ReadonlySet<ReferenceKind> = new Set([ReferenceKind.ONE_TO_MANY, ReferenceKind.MANY_TO_MANY]);

/**
 * Resolves every column of a table that follows relations, sharing the joins of common prefixes
 * (`author.name` and `author.country.name` join `author` once). Columns on a property of the entity
 * itself are not paths and are left out. Every unfit path is a ConfigurationError naming the table,
 * the column and the segment at fault.
 */
export class ColumnPaths {
  private readonly joins = new Map<string, ToOneStep>();
  private readonly paths = new Map<string, ColumnPath>();

  constructor(
    private readonly root: EntityMetadata,
    private readonly metadata: MetadataStorage,
    private readonly table: string,
  ) {}

  /** The column's path, or null when it shows a property of the table's own entity (or nothing stored). */
  add(column: PathColumn): ColumnPath | null {
    const segments = column.name.split('.');
    const first = this.root.properties[segments[0] as keyof typeof this.root.properties] as EntityProperty | undefined;
    if (segments.length === 1 && (!first || !Object.hasOwn(this.root.properties, segments[0]) || first.kind === ReferenceKind.SCALAR || first.kind === ReferenceKind.EMBEDDED)) return null;
    if (this.root.primaryKeys.length !== 1) throw new ConfigurationError(`Column "${column.name}" of table "${this.table}" follows a relation, but entity "${this.root.className}" has a composite primary key, which columns on relations do not support`);
    const path = this.resolve(column, segments);
    this.paths.set(column.name, path);
    return path;
  }

  /** The path of a column added before; undefined for columns of the entity itself. */
  of(name: string): ColumnPath | undefined {
    return this.paths.get(name);
  }

  /** Every ToOne step of the table's paths, each once, parents before their children: the data page's joins. */
  get toOneSteps(): ToOneStep[] {
    return [...this.joins.values()];
  }

  get size(): number {
    return this.paths.size;
  }

  /** Class names of the entities the paths go through or show (each step's target, a pivot), the table's own excepted. */
  get entities(): ReadonlySet<string> {
    const names = new Set<string>();
    for (const path of this.paths.values()) {
      for (const step of path.toOne) names.add(step.target.className);
      if (path.toMany) {
        names.add(path.toMany.target.className);
        if (path.toMany.pivot) names.add(path.toMany.pivot.className);
      }
    }
    names.delete(this.root.className);
    return names;
  }

  private resolve(column: PathColumn, segments: string[]): ColumnPath {
    const fail = (why: string) => new ConfigurationError(`Column "${column.name}" of table "${this.table}" ${why}`);
    let meta = this.root;
    let parentAlias = 'e';
    let prefix = '';
    const toOne: ToOneStep[] = [];
    let toMany: ToManyStep | null = null;
    let relation: EntityProperty | null = null;
    let prop: EntityProperty | undefined;
    for (let i = 0; i < segments.length; i++) {
      const segment = segments[i];
      const last = i === segments.length - 1;
      const here = Object.hasOwn(meta.properties, segment) ? (meta.properties[segment as keyof typeof meta.properties] as EntityProperty) : undefined;
      if (!here) throw fail(`names "${segment}", which entity "${meta.className}" does not have`);
      if (here.kind === ReferenceKind.SCALAR) {
        if (!last) throw fail(`goes on past "${segment}", a property of "${meta.className}" that is no relation`);
        prop = scalarProperty(meta, segment);
        if (!prop) throw fail(`shows "${segment}" of "${meta.className}", which is not a stored column`);
        break;
      }
      if (toMany) throw fail(`goes on past "${segments[i - 1]}", a to-many relation: it must be the path's last relation`);
      if (toOne.length + 1 > MAX_PATH_STEPS) throw fail(`follows more than ${MAX_PATH_STEPS} relations`);
      const target = here.targetMeta;
      if (!target) throw fail(`follows "${segment}" of "${meta.className}", whose target MikroORM does not know`);
      if (target.primaryKeys.length !== 1) throw fail(`follows "${segment}" to "${target.className}", whose composite primary key is not supported`);
      prefix = prefix ? `${prefix}.${segment}` : segment;
      if (TO_ONE.has(here.kind)) {
        const step = this.toOneStep(here, meta, target, parentAlias, prefix, toOne.at(-1)?.required ?? true, fail);
        toOne.push(step);
        parentAlias = step.alias;
      } else if (TO_MANY.has(here.kind)) {
        toMany = this.toManyStep(here, meta, target, parentAlias, fail);
      } else {
        throw fail(`follows "${segment}" of "${meta.className}", an embedded property: show its fields instead`);
      }
      meta = target;
      if (last) {
        relation = here;
        const label = labelProperty(target, column.relationLabel);
        if (!label) throw fail(`shows relation "${segment}", but "${column.relationLabel}" is not a stored column of "${target.className}" (setRelationLabel)`);
        prop = label;
      }
    }
    if (relation === null && column.relationLabel !== null) throw fail('sets a relation label, but it shows a property, not a relation');
    return { column: column.name, toOne, toMany, prop: prop!, owner: meta, relation };
  }

  private toOneStep(relation: EntityProperty, parent: EntityMetadata, target: EntityMetadata, parentAlias: string, prefix: string, parentRequired: boolean, fail: (why: string) => Error): ToOneStep {
    const known = this.joins.get(prefix);
    if (known) return known;
    const owning = relation.kind === ReferenceKind.MANY_TO_ONE || relation.owner === true;
    let parentColumn: string;
    let targetColumn: string;
    if (owning) {
      if (relation.fieldNames?.length !== 1) throw fail(`follows "${relation.name}", whose composite foreign key is not supported`);
      parentColumn = relation.fieldNames[0];
      targetColumn = relation.referencedColumnNames?.[0] ?? keyColumn(target);
    } else {
      const inverse = target.properties[relation.mappedBy as keyof typeof target.properties] as EntityProperty | undefined;
      if (inverse?.fieldNames?.length !== 1) throw fail(`follows "${relation.name}", whose owning side MikroORM does not describe`);
      parentColumn = keyColumn(parent);
      targetColumn = inverse.fieldNames[0];
    }
    const required = parentRequired && owning && relation.nullable !== true;
    const step: ToOneStep = { relation, target, alias: `r${this.joins.size + 1}`, parentAlias, parentColumn, targetColumn, required };
    this.joins.set(prefix, step);
    return step;
  }

  private toManyStep(relation: EntityProperty, parent: EntityMetadata, target: EntityMetadata, parentAlias: string, fail: (why: string) => Error): ToManyStep {
    if (relation.kind === ReferenceKind.ONE_TO_MANY) {
      const inverse = target.properties[relation.mappedBy as keyof typeof target.properties] as EntityProperty | undefined;
      if (inverse?.fieldNames?.length !== 1) throw fail(`follows "${relation.name}", whose owning side MikroORM does not describe`);
      return { relation, owner: parent, target, pivot: null, ownerColumn: inverse.fieldNames[0], targetColumn: null, parentAlias };
    }
    const pivot = relation.pivotEntity ? this.metadata.find(relation.pivotEntity) : undefined;
    if (!pivot || relation.joinColumns?.length !== 1 || relation.inverseJoinColumns?.length !== 1) {
      throw fail(`follows "${relation.name}", whose pivot table MikroORM does not describe with one column each way`);
    }
    return { relation, owner: parent, target, pivot, ownerColumn: relation.joinColumns[0], targetColumn: relation.inverseJoinColumns[0], parentAlias };
  }
}

/** The property a relation's rows are labelled by: the one named, else the first of {@link DEFAULT_LABEL_PROPERTIES}, else the key. */
export function labelProperty(target: EntityMetadata, named: string | null): EntityProperty | undefined {
  if (named !== null) return scalarProperty(target, named);
  for (const name of DEFAULT_LABEL_PROPERTIES) {
    const prop = scalarProperty(target, name);
    if (prop) return prop;
  }
  return scalarProperty(target, target.primaryKeys[0]);
}

/** The property of an entity's (single) primary key. */
export function keyProperty(meta: EntityMetadata): EntityProperty {
  return meta.properties[meta.primaryKeys[0] as keyof typeof meta.properties] as EntityProperty;
}

/** The column of an entity's (single) primary key. */
export function keyColumn(meta: EntityMetadata): string {
  return (meta.properties[meta.primaryKeys[0] as keyof typeof meta.properties] as EntityProperty).fieldNames[0];
}
