import { SelectorError } from './SelectorError.js';

/** The operators of RFC 6570 levels 2 to 4 (`''` is simple string expansion). */
export type TemplateOperator = '' | '+' | '#' | '.' | '/' | ';' | '?' | '&';

/** One variable of an expression: `name`, `name:3` (prefix) or `name*` (explode). */
export interface TemplateVariable {
  name: string;
  prefix?: number;
  explode: boolean;
}

/** A part of a parsed template: literal text, or a `{...}` expression. */
export type TemplatePart =
  | { kind: 'literal'; text: string }
  | { kind: 'expression'; operator: TemplateOperator; variables: TemplateVariable[] };

const OPERATORS = new Set(['+', '#', '.', '/', ';', '?', '&']);
/** Operators RFC 6570 reserves for future extensions: an error, as the RFC asks. */
const RESERVED_OPERATORS = new Set(['=', ',', '!', '@', '|']);
const VARNAME = /^(?:[A-Za-z0-9_]|%[0-9A-Fa-f]{2})(?:\.?(?:[A-Za-z0-9_]|%[0-9A-Fa-f]{2}))*$/;
const PREFIX = /^[1-9][0-9]{0,3}$/;

/** Splits an RFC 6570 URI template into literals and expressions; a malformed one is a {@link SelectorError}. */
export function parseUriTemplate(template: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let position = 0;
  while (position < template.length) {
    const open = template.indexOf('{', position);
    const close = template.indexOf('}', position);
    if (close !== -1 && (open === -1 || close < open)) throw SelectorError.malformed(template, `"}" at ${close} closes nothing`);
    if (open === -1) {
      parts.push({ kind: 'literal', text: template.slice(position) });
      break;
    }
    if (open > position) parts.push({ kind: 'literal', text: template.slice(position, open) });
    if (close === -1) throw SelectorError.malformed(template, `the expression at ${open} is not closed`);
    parts.push(parseExpression(template, template.slice(open + 1, close)));
    position = close + 1;
  }
  return parts;
}

function parseExpression(template: string, body: string): TemplatePart {
  if (body.includes('{')) throw SelectorError.malformed(template, 'expressions cannot nest');
  const first = body.charAt(0);
  if (RESERVED_OPERATORS.has(first)) throw SelectorError.malformed(template, `the operator "${first}" is reserved`);
  const operator = (OPERATORS.has(first) ? first : '') as TemplateOperator;
  const list = body.slice(operator.length);
  if (list === '') throw SelectorError.malformed(template, 'an expression names no variable');
  return { kind: 'expression', operator, variables: list.split(',').map((spec) => parseVariable(template, spec)) };
}

function parseVariable(template: string, spec: string): TemplateVariable {
  if (spec.endsWith('*')) return { name: checkName(template, spec.slice(0, -1)), explode: true };
  const colon = spec.indexOf(':');
  if (colon === -1) return { name: checkName(template, spec), explode: false };
  const prefix = spec.slice(colon + 1);
  if (!PREFIX.test(prefix)) throw SelectorError.malformed(template, `"${prefix}" is not a prefix length (1 to 9999)`);
  return { name: checkName(template, spec.slice(0, colon)), prefix: Number(prefix), explode: false };
}

function checkName(template: string, name: string): string {
  if (!VARNAME.test(name)) throw SelectorError.malformed(template, `"${name}" is not a variable name`);
  return name;
}
