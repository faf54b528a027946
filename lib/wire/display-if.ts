// `displayIf(field, value)` decides on both sides of the wire: the browser leaves the button out, and
// the server refuses the delete or edit of a row it does not hold for. Both call this one test, so a
// row the browser shows an action on is a row the server lets it run on, and the other way round.

/** Whether an action with this `displayIf` condition (null or absent: none) is shown on this row: `row[field] === value`, strictly (`1` is not `"1"`). */
export function displayIfHolds(
  condition: { readonly field: string; readonly value: unknown } | null | undefined,
  row: Readonly<Record<string, unknown>>,
): boolean {
  return !condition || row[condition.field] === condition.value;
}
