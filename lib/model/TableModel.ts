import type { AbstractColumn } from '../column/AbstractColumn.js';
import { ActionColumn } from './ActionColumn.js';
import { ChoiceColumn } from '../column/ChoiceColumn.js';
import { TemplateColumn } from '../column/TemplateColumn.js';
import { ConfigurationError } from '../errors/ConfigurationError.js';
import { AbstractDataTable } from './AbstractDataTable.js';
import type { Action } from './Action.js';
import { ActionType, isTableAction } from './ActionType.js';
import type { Actions } from './Actions.js';
import type { DataTableClass } from './DataTableClass.js';
import type { CountStrategy, CreateDefaults, DataTable, TableDetails, TableMercureOptions, TotalsOptions } from './DataTable.js';
import { dataTableRegistry, type DataTableRegistry } from './DataTableRegistry.js';
import type { EntityTarget, Row } from './Row.js';
import { ADAPTER_KEY_RULE, isAdapterKey } from '../wire/modal-adapter-keys.js';
import type { ColumnArrangementView } from '../wire/column-arrangement.js';
import type { BulkView, ColumnFilterView, ExportView, RelatedColumnView, TableView } from '../wire/page-view.js';
import type { BulkActions } from './BulkActions.js';
import { BULK_DELETE, BULK_EDIT } from './BulkAction.js';

export type { TableView } from '../wire/page-view.js';

/** Where a table's rows come from. */
export type RowSource =
  | { kind: 'entity'; entity: EntityTarget; mapRow: (item: object) => Row }
  | { kind: 'manual'; rows: () => Row[] | Promise<Row[]>; idField: string };

/** Everything a table declares, gathered and checked once; what the router and the page helper read. */
export interface TableModelParts {
  name: string;
  columns: AbstractColumn[];
  options: DataTable;
  source: RowSource;
  /** Decorator defaults that `options` may override. */
  defaults?: { editModalTemplate: string | null; editModalAdapter: string | null; mercure?: TableMercureOptions | false | null };
  /** The table instance, for per-table hooks (authorization, field rules) that later layers look up. */
  instance?: object;
  /** The declared actions, when no action column carries them (a table whose only action is `CREATE`). */
  actions?: Actions;
  /** The bulk actions (`configureBulkActions`); none: no selection column. */
  bulk?: BulkActions;
}

/**
 * A table resolved and validated: columns (the action column included), actions, options and the
 * source of its rows. Built from an `AbstractDataTable` class or by `DataTableBuilder`, read-only after.
 * Applications get it as a type (`authorize`'s and `topics`' `table`, `DataTableBuilder.build()`), to read.
 */
export class TableModel {
  readonly name: string;
  readonly columns: readonly AbstractColumn[];
  readonly actionColumn: ActionColumn | null;
  /** @internal */
  readonly source: RowSource;
  /** @internal */
  readonly instance: object | undefined;
  readonly editModalTemplate: string | null;
  readonly editModalBodyTemplate: string | null;
  readonly editModalAdapter: string | null;
  readonly editModalTitle: string | null;
  readonly createModalTitle: string | null;
  /** @internal */
  readonly createDefaults: CreateDefaults | null;
  readonly pageLength: number;
  /** The table's own real-time settings; null: `data_tables.mercure` decides. */
  readonly mercure: TableMercureOptions | false | null;
  /** How the data endpoint counts the rows of an entity table. */
  readonly count: CountStrategy;
  /** `setTotals(...)`: how the columns' totals are computed. */
  readonly totals: Readonly<TotalsOptions>;
  /** `setGrouping(...)`: the columns rows may be grouped by and the default; null: none. */
  readonly grouping: Readonly<{ offer: readonly string[]; by: string | null }> | null;
  /** `columnVisibility()`: the column menu is shown. */
  readonly columnVisibility: boolean;
  /** `viewInUrl(prefix)`: the view is kept in the page's URL under this prefix; null: not kept. */
  readonly viewInUrl: { readonly prefix: string } | null;
  /** `savedViews()`: the "Views" menu keeps named views. */
  readonly savedViews: boolean;
  /** `setReorderable(column)`: the column holding each row's place, which the user moves rows into; null: not moved. */
  readonly reorder: string | null;
  /** `setDetails(...)`: what a row's details show; null: the table has none. */
  readonly details: TableDetails | null;
  /** `setColumnArrangement(...)`: how the columns sit, as the browser receives it; null: as drawn. */
  readonly arrange: ColumnArrangementView | null;
  private readonly declared: Actions | null;
  /** The bulk actions, null when the table declares none. */
  readonly bulkActions: BulkActions | null;

  /** @internal Built by `DataTableBuilder.build()` or from a table class by the router. */
  constructor(parts: TableModelParts) {
    this.name = parts.name;
    this.columns = Object.freeze([...parts.columns]);
    this.source = parts.source;
    this.instance = parts.instance;
    this.editModalTemplate = parts.options.getEditModalTemplate() ?? parts.defaults?.editModalTemplate ?? null;
    this.editModalBodyTemplate = parts.options.getEditModalBodyTemplate();
    this.editModalAdapter = parts.options.getEditModalAdapter() ?? parts.defaults?.editModalAdapter ?? null;
    if (this.editModalAdapter !== null && !isAdapterKey(this.editModalAdapter)) {
      throw new ConfigurationError(`Table "${this.name}" names the modal adapter "${this.editModalAdapter}", which is not a key: use ${ADAPTER_KEY_RULE}`);
    }
    this.editModalTitle = parts.options.getEditModalTitle();
    this.createModalTitle = parts.options.getCreateModalTitle();
    this.createDefaults = parts.options.getCreateDefaults();
    this.pageLength = parts.options.getPageLength();
    this.mercure = parts.options.getMercure() ?? parts.defaults?.mercure ?? null;
    this.count = parts.options.getCount();
    this.totals = parts.options.getTotals();
    this.grouping = parts.options.getGrouping();
    this.columnVisibility = parts.options.getColumnVisibility();
    this.viewInUrl = parts.options.getViewInUrl();
    this.savedViews = parts.options.getSavedViews();
    this.reorder = parts.options.getReorderable();
    this.details = parts.options.getDetails();
    this.arrange = parts.options.getArrangement();
    const actionColumns = this.columns.filter((column): column is ActionColumn => column instanceof ActionColumn);
    if (actionColumns.length > 1) {
      throw new ConfigurationError(`Table "${this.name}" has more than one action column`);
    }
    this.actionColumn = actionColumns[0] ?? null;
    this.declared = parts.actions ?? this.actionColumn?.actions ?? null;
    this.bulkActions = parts.bulk && parts.bulk.size > 0 ? parts.bulk : null;
    this.validate();
  }

  /**
   * @internal Resolves an `AbstractDataTable` class: runs its hooks once and appends the `actions` column when
   * `configureActions()` returned at least one action.
   */
  static fromClass(tableClass: DataTableClass, registry: DataTableRegistry = dataTableRegistry): TableModel {
    const binding = registry.bindingOf(tableClass);
    if (!binding) {
      throw new ConfigurationError(`Table class "${tableClass.name}" has no @AsDataTable(Entity) decorator`);
    }
    const instance = new tableClass();
    const { columns, actions, bulk, options } = AbstractDataTable.describe(instance);
    // Only row actions need the column: a table whose one action is CREATE shows its button above the table.
    if (actions.all().some((action) => !isTableAction(action.type))) columns.push(ActionColumn.fromActions('actions', actions.columnLabel, actions));
    return new TableModel({
      name: binding.name,
      columns,
      options,
      source: { kind: 'entity', entity: binding.entity, mapRow: (item) => instance.mapRow(item) },
      defaults: { editModalTemplate: binding.editModalTemplate, editModalAdapter: binding.editModalAdapter, mercure: binding.mercure },
      instance,
      actions: actions.size > 0 ? actions : undefined,
      bulk,
    });
  }

  /** The declared actions, row and table actions alike (null when the table declares none). */
  get actions(): Actions | null {
    return this.declared;
  }

  /** The action of this type, if the table declares it. */
  action(type: ActionType): Action | undefined {
    return this.declared?.get(type);
  }

  /** The entity an action works on: the action's `setEntityClass`, else the table's entity. */
  entityOf(action: Action): EntityTarget | null {
    return action.entityClass ?? (this.source.kind === 'entity' ? this.source.entity : null);
  }

  /** A column by name. */
  column(name: string): AbstractColumn | undefined {
    return this.columns.find((column) => column.name === name);
  }

  /** The columns that show stored values (not actions, not templates). */
  get dataColumns(): AbstractColumn[] {
    return this.columns.filter((column) => column.holdsData);
  }

  /**
   * @internal The browser's part, given each column's resolved search and order flags and the actions served
   * (default: every declared one). The actions travel once, in `actions`, not in the column's options.
   */
  toView(flags: (column: AbstractColumn) => { searchable: boolean; orderable: boolean; filter?: ColumnFilterView | null; related?: RelatedColumnView }, served?: readonly Action[]): TableView {
    const column = this.actionColumn;
    const shown = served ?? this.declared?.all() ?? [];
    return {
      name: this.name,
      columns: this.columns.map((candidate) => candidate.toView(flags(candidate))),
      actions: column
        ? { column: column.name, label: column.label, items: shown.filter((action) => !isTableAction(action.type)).map((action) => action.toView()) }
        : null,
      // The export button travels as `export` (its formats and bound), not as a toolbar action.
      toolbar: shown.filter((action) => isTableAction(action.type) && action.type !== ActionType.Export).map((action) => action.toView()),
      ...(this.columnVisibility ? { columnVisibility: true } : {}),
      ...(this.viewInUrl ? { viewInUrl: { prefix: this.viewInUrl.prefix } } : {}),
      ...(this.grouping ? { grouping: { offer: [...this.grouping.offer], by: this.grouping.by } } : {}),
      ...(this.reorder ? { reorder: { column: this.reorder } } : {}),
      ...(this.arrange ? { arrange: structuredClone(this.arrange) } : {}),
      editModalAdapter: this.editModalAdapter,
      pageLength: this.pageLength,
    };
  }

  /** @internal The browser's part of the bulk actions, with the router's bound on rows; null without any. */
  bulkView(maxRows: number): BulkView | null {
    // The bulk delete is held to the row Delete's displayIf too (`bulk-change`): the browser is told both.
    const rowDelete = this.action(ActionType.Delete)?.displayCondition ?? null;
    return this.bulkActions && {
      actions: this.bulkActions.all().map((action) => {
        const view = action.toView();
        const conditions = [action.displayCondition, action.name === BULK_DELETE ? rowDelete : null].filter((c) => c !== null);
        // The row Delete's condition named once when the bulk delete repeats it (the demo's both say draft).
        const distinct = conditions.filter((c, i) => conditions.findIndex((d) => d.field === c.field && d.value === c.value) === i);
        return distinct.length > 0 ? { ...view, displayIf: distinct } : view;
      }),
      maxRows,
    };
  }

  /** @internal The browser's part of `Action.export()`, with the router's bound on rows; null without it. */
  exportView(maxRows: number | null): ExportView | null {
    const action = this.action(ActionType.Export);
    return action ? { formats: [...action.exportFormats], ...action.buttonView(), ...(maxRows === null ? {} : { maxRows }) } : null;
  }

  /** An application's row action: it needs its handler, and an entity table (its rows are the application's to change). */
  private validateOwnAction(action: Action): void {
    if (action.handler === null) {
      throw new ConfigurationError(`Action "${action.name}" of table "${this.name}" has no handler: call handle((entity, context) => ...)`);
    }
    if (this.source.kind !== 'entity') {
      throw new ConfigurationError(`Table "${this.name}" is built by hand: action "${action.name}" needs an entity table (its rows are the application's to change)`);
    }
  }

  private validate(): void {
    // The name travels inside signed tokens (`<name>.<purpose>.<sig>`) and URLs: keep it plain.
    if (!/^[A-Za-z0-9_-]+$/.test(this.name)) {
      throw new ConfigurationError(`Table name "${this.name}" may contain only letters, digits, "_" and "-"`);
    }
    const seen = new Set<string>();
    for (const column of this.columns) {
      if (seen.has(column.name)) throw ConfigurationError.duplicateColumn(this.name, column.name);
      seen.add(column.name);
      if (column instanceof ChoiceColumn && column.choices.size === 0) {
        throw new ConfigurationError(`ChoiceColumn "${column.name}" of table "${this.name}" has no choices: call setChoices()`);
      }
      if (column instanceof TemplateColumn && column.template === null) {
        throw new ConfigurationError(`TemplateColumn "${column.name}" of table "${this.name}" has no template: call setTemplate()`);
      }
    }
    const pinned = this.arrange?.fixedColumns ?? 0;
    const pinnable = this.columns.filter((column) => !(column instanceof ActionColumn)).length;
    if (pinned > pinnable) throw new ConfigurationError(`Table "${this.name}" pins its first ${pinned} columns (setColumnArrangement fixedColumns) but has ${pinnable} besides the action column`);
    for (const action of this.bulkActions?.all() ?? []) {
      if (this.source.kind !== 'entity') {
        throw new ConfigurationError(`Table "${this.name}" is built by hand: bulk actions need an entity table (its rows are the application's to change)`);
      }
      const condition = action.displayCondition;
      if (condition && !this.column(condition.field)?.holdsData) throw ConfigurationError.displayIfUnknownField(this.name, `bulk "${action.name}"`, condition.field);
      if (action.name !== BULK_DELETE && action.name !== BULK_EDIT && action.handler === null) {
        throw new ConfigurationError(`Bulk action "${action.name}" of table "${this.name}" has no handler: call handle(rows => ...)`);
      }
    }
    for (const action of this.declared ?? []) {
      const condition = action.displayCondition;
      const dataColumn = condition && this.column(condition.field);
      if (condition && !(dataColumn && dataColumn.holdsData)) {
        throw ConfigurationError.displayIfUnknownField(this.name, action.key, condition.field);
      }
      if (action.type === ActionType.Detail && action.url === null) throw ConfigurationError.missingDetailUrl(this.name);
      if (action.type === ActionType.Action) this.validateOwnAction(action);
      if (action.type === ActionType.Import && !this.action(ActionType.Create)) {
        throw new ConfigurationError(`Action.import() of table "${this.name}" creates rows through the create form: declare Action.create() too`);
      }
      if (action.type === ActionType.Replicate && !this.action(ActionType.Create)) {
        throw new ConfigurationError(`Action.replicate() of table "${this.name}" opens the create form: declare Action.create() too`);
      }
      // An export reads the rows the table shows, from its entity or its own rows(); an import writes through
      // the create action's entity: neither has an entity of its own.
      if (action.type !== ActionType.Detail && action.type !== ActionType.Export && action.type !== ActionType.Import && this.entityOf(action) === null) {
        throw ConfigurationError.missingEntityClass(this.name, action.type);
      }
    }
  }
}
