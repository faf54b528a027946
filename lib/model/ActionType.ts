/** The kinds of built-in row actions; a table has at most one action of each kind. */
export const ActionType = {
  Delete: 'DELETE',
  Detail: 'DETAIL',
  Edit: 'EDIT',
} as const;

/** One of `DELETE`, `DETAIL`, `EDIT`. */
export type ActionType = (typeof ActionType)[keyof typeof ActionType];
