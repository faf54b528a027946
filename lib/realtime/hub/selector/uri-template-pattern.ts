import { alt, atMost, char, optional, seq, star, text, type CharTest, type Pattern } from './Pattern.js';
import type { TemplateOperator, TemplatePart, TemplateVariable } from './parse-uri-template.js';

interface OperatorRule {
  /** What the expansion starts with when any variable is defined. */
  first: string;
  /** Between two values. */
  separator: string;
  /** `name=value` pairs (`;`, `?`, `&`). */
  named: boolean;
  /** Reserved characters pass unencoded (`+`, `#`). */
  reserved: boolean;
}

/** RFC 6570 appendix A, the table of operators. */
const RULES: Record<TemplateOperator, OperatorRule> = {
  '': { first: '', separator: ',', named: false, reserved: false },
  '+': { first: '', separator: ',', named: false, reserved: true },
  '#': { first: '#', separator: ',', named: false, reserved: true },
  '.': { first: '.', separator: '.', named: false, reserved: false },
  '/': { first: '/', separator: '/', named: false, reserved: false },
  ';': { first: ';', separator: ';', named: true, reserved: false },
  '?': { first: '?', separator: '&', named: true, reserved: false },
  '&': { first: '&', separator: '&', named: true, reserved: false },
};

const isAlphaNumeric = (c: number) => (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
const isHex = (c: number) => (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
const UNRESERVED_MARKS = new Set([...'-._~'].map((c) => c.charCodeAt(0)));
const RESERVED = new Set([...":/?#[]@!$&'()*+,;="].map((c) => c.charCodeAt(0)));
/** Unreserved characters, and anything past U+009F so that IRI topics match like their URI forms. */
const isUnreserved: CharTest = (c) => isAlphaNumeric(c) || UNRESERVED_MARKS.has(c) || c >= 0xa0;
const COMMA = 0x2c;
const pctEncoded = seq(text('%'), char(isHex), char(isHex));

/**
 * The pattern of the strings a URI template expands to, for matching topics against it as the Go hub
 * does (a regular expression per template): each expression matches the expansions of any values of
 * its variables, an undefined variable is skipped, and `{var:n}` matches at most n characters.
 * Values may hold `,` (a list's separator) in every operator.
 */
export function uriTemplatePattern(parts: readonly TemplatePart[]): Pattern {
  return seq(...parts.map((part) => (part.kind === 'literal' ? text(part.text) : expressionPattern(part.operator, part.variables))));
}

function expressionPattern(operator: TemplateOperator, variables: readonly TemplateVariable[]): Pattern {
  const rule = RULES[operator];
  const valueChar = alt(char(rule.reserved ? (c) => isUnreserved(c) || RESERVED.has(c) : (c) => isUnreserved(c) || c === COMMA), pctEncoded);
  const item = alt(...variables.map((variable) => variablePattern(variable, rule, valueChar)));
  const rest = atMost(seq(text(rule.separator), item), variables.length - 1);
  return optional(seq(text(rule.first), item, rest));
}

function variablePattern(variable: TemplateVariable, rule: OperatorRule, valueChar: Pattern): Pattern {
  const value = variable.prefix === undefined ? star(valueChar) : atMost(valueChar, variable.prefix);
  if (!rule.named) return variable.explode ? seq(value, star(seq(text(rule.separator), value))) : value;
  // `;x` for an empty value, `?x=` and `&x=` for the others (the RFC's "ifemp").
  const assigned = rule.first === ';' ? optional(seq(text('='), value)) : seq(text('='), value);
  if (!variable.explode) return seq(text(variable.name), assigned);
  // An exploded list repeats the name; an exploded map uses its keys, any names.
  const key = seq(alt(char(isUnreserved), pctEncoded), star(alt(char(isUnreserved), pctEncoded)));
  const pair = seq(key, assigned);
  return seq(pair, star(seq(text(rule.separator), pair)));
}
