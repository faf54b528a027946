import type { AnySchema } from 'yup';

/**
 * yup's own tests (and the library's: `web_address`), which read their field's value and their own
 * parameters only. A test of another name is the application's (`.test(name, …)`): it may read the
 * other fields through `this.parent`, which nothing can see from outside.
 */
const OWN_TESTS = new Set([
  'required', 'optional', 'nullable', 'nonNullable', 'defined', 'min', 'max', 'length', 'matches', 'email', 'url', 'uuid',
  'datetime', 'trim', 'lowercase', 'uppercase', 'lessThan', 'moreThan', 'positive', 'negative', 'integer', 'web_address',
]);

/** The internals of a yup 1 schema this reads: its `when` conditions and their fields, its tests, its allowed and refused values. */
interface SchemaInternals {
  deps?: readonly string[];
  conditions?: readonly unknown[];
  tests?: ReadonlyArray<{ OPTIONS?: { name?: string; params?: Record<string, unknown> } }>;
  _whitelist?: Iterable<unknown>;
  _blacklist?: Iterable<unknown>;
}

/**
 * The other fields a field's schema reads, or null when that cannot be known (a test of the
 * application's, which may read any field through `this.parent`): the fields its `when()` names, and
 * those its parameters and `oneOf`/`notOneOf` name through `yup.ref()`. Empty: it reads its own value only.
 */
export function fieldsReadBy(schema: AnySchema): ReadonlySet<string> | null {
  const internals = schema as unknown as SchemaInternals;
  const read = new Set<string>(internals.deps ?? []);
  if ((internals.conditions?.length ?? 0) > 0 && read.size === 0) return null;
  const refer = (value: unknown) => {
    if (isReference(value)) read.add(value.path);
  };
  for (const test of internals.tests ?? []) {
    const options = test.OPTIONS;
    if (!options?.name || !OWN_TESTS.has(options.name)) return null;
    Object.values(options.params ?? {}).forEach(refer);
  }
  for (const values of [internals._whitelist, internals._blacklist]) for (const value of values ?? []) refer(value);
  return read;
}

function isReference(value: unknown): value is { path: string } {
  return typeof value === 'object' && value !== null && (value as { __isYupRef?: unknown }).__isYupRef === true && typeof (value as { path?: unknown }).path === 'string';
}

/**
 * Whether the fields `names` of a form's schema (field name -> schema) are validated alone exactly as
 * within the whole form: each reads its own value only, and no other field reads one of them. A test
 * nothing can see into is a tie where the application declared rules (`ruled`); the library's own read
 * their value only.
 */
export function validatedAlone(fields: Record<string, AnySchema>, names: readonly string[], ruled: boolean): boolean {
  return Object.entries(fields).every(([name, schema]) => {
    const read = fieldsReadBy(schema);
    if (read === null) return !ruled;
    return names.includes(name) ? read.size === 0 : !names.some((named) => read.has(named));
  });
}
