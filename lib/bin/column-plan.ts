// What `make:datatable` plans for a table before writing it: its columns and the properties left out.

/** The column classes a generated table uses. */
export type ColumnClassName = 'BooleanColumn' | 'ChoiceColumn' | 'DateColumn' | 'NumberColumn' | 'TextColumn' | 'UrlColumn';

/** One setter chained after `Column.new(property, label)`, with its arguments. */
export interface ColumnCall {
  method: string;
  args: readonly unknown[];
}

/** One column of the generated table. */
export interface PlannedColumn {
  property: string;
  label: string;
  columnClass: ColumnClassName;
  calls: readonly ColumnCall[];
  /** Why the column is built so, written after it in the file. */
  note?: string;
}

/** A property the table does not show, and why. */
export interface LeftOutProperty {
  property: string;
  reason: string;
}

/** The columns of an entity's table, and the properties left out. */
export interface ColumnPlan {
  columns: PlannedColumn[];
  leftOut: LeftOutProperty[];
}
