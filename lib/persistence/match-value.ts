import { textMatches, type SearchTest } from './search-test.js';

/**
 * Whether a value of a row built by hand passes a search test: the same rules as the SQL query, on
 * JavaScript values (numbers compared as numbers, dates by their ISO day, text case-insensitively).
 */
export function matchesValue(test: SearchTest, value: unknown): boolean {
  if (value === null || value === undefined) return false;
  switch (test.kind) {
    case 'none':
      return false;
    case 'text':
      return textMatches(value instanceof Date ? value.toISOString() : String(value), test.mode, test.term);
    case 'number':
      return (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'string') && value !== '' && Number(value) === Number(test.value);
    case 'boolean':
      return value === test.value;
    case 'choice':
      return test.values.includes(String(value));
    case 'date': {
      const day = isoDay(value);
      return day >= test.from && day < test.to;
    }
    case 'range': {
      if (test.of === 'date') {
        const day = isoDay(value);
        return (test.from === null || day >= test.from) && (test.to === null || day < test.to);
      }
      if ((typeof value !== 'number' && typeof value !== 'bigint' && typeof value !== 'string') || value === '') return false;
      const number = Number(value);
      return !Number.isNaN(number) && (test.from === null || number >= Number(test.from)) && (test.to === null || number <= Number(test.to));
    }
  }
}

function isoDay(value: unknown): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
}
