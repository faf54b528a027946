import { ConfigurationError } from '../errors/ConfigurationError.js';

/**
 * What a column declares of its edit field, on top of what the entity's metadata gives (a length, a
 * number's range, nullability): one declaration drives yup on the server and the input's HTML
 * attributes in the browser. It can only narrow what the entity allows: the stricter bound wins.
 * @example
 * NumberColumn.new('pages').setConstraints({ min: 0 });
 * TextColumn.new('isbn').setConstraints({ pattern: /^\d{13}$/, required: true });
 */
export interface FieldConstraints {
  /** The smallest number (number fields). */
  min?: number;
  /** The largest number (number fields). */
  max?: number;
  /** The number input's step: `0.5`, `1`, or `'any'` (number fields). */
  step?: number | 'any';
  /** The most characters (text fields). */
  maxLength?: number;
  /** What the whole text must match (text fields); a RegExp's flags are not used (HTML `pattern` has none). */
  pattern?: RegExp | string;
  /** Required even where the entity allows no value. */
  required?: boolean;
}

const NUMBERS = ['min', 'max', 'maxLength'] as const;

/** The declaration checked, frozen; a wrong one is a ConfigurationError naming the column. */
export function checkFieldConstraints(column: string, constraints: FieldConstraints): Readonly<FieldConstraints> {
  const where = `The constraints of column "${column}"`;
  if (typeof constraints !== 'object' || constraints === null) throw new ConfigurationError(`${where} must be an object`);
  for (const name of NUMBERS) {
    const value = constraints[name];
    if (value !== undefined && !Number.isFinite(value)) throw new ConfigurationError(`${where}: "${name}" must be a finite number`);
  }
  if (constraints.maxLength !== undefined && !(Number.isInteger(constraints.maxLength) && constraints.maxLength > 0)) {
    throw new ConfigurationError(`${where}: "maxLength" must be a positive integer`);
  }
  if (constraints.min !== undefined && constraints.max !== undefined && constraints.min > constraints.max) {
    throw new ConfigurationError(`${where}: "min" (${constraints.min}) is above "max" (${constraints.max})`);
  }
  const { step, pattern, required } = constraints;
  if (step !== undefined && step !== 'any' && !(Number.isFinite(step) && step > 0)) {
    throw new ConfigurationError(`${where}: "step" must be a positive number or "any"`);
  }
  if (pattern !== undefined && !(pattern instanceof RegExp) && typeof pattern !== 'string') {
    throw new ConfigurationError(`${where}: "pattern" must be a RegExp or its source`);
  }
  if (required !== undefined && typeof required !== 'boolean') throw new ConfigurationError(`${where}: "required" must be true or false`);
  return Object.freeze({ ...constraints });
}
