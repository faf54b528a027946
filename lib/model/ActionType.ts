/**
 * The kinds of actions; a table has at most one built-in action of each kind. `Create`, `Export` and
 * `Import` act on the table (toolbar buttons above it), the others on a row (the action column). `Action` is an
 * application's own row action (`Action.new(name, label)`): a table may have several, told apart by name.
 * `Replicate` is a row's button opening the create form filled from that row (`Action.replicate()`).
 */
export const ActionType = {
  Delete: 'DELETE',
  Detail: 'DETAIL',
  Edit: 'EDIT',
  Create: 'CREATE',
  Export: 'EXPORT',
  Import: 'IMPORT',
  Action: 'ACTION',
  Replicate: 'REPLICATE',
} as const;

/** One of `DELETE`, `DETAIL`, `EDIT`, `CREATE`, `EXPORT`, `IMPORT`, `ACTION`, `REPLICATE`. */
export type ActionType = (typeof ActionType)[keyof typeof ActionType];

/** Whether actions of this type act on the table (a toolbar button) rather than on a row (the action column). */
export function isTableAction(type: ActionType): boolean {
  return type === ActionType.Create || type === ActionType.Export || type === ActionType.Import;
}
