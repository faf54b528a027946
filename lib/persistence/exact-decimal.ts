/** A decimal number held exactly: `digits` × 10^-`scale` (`12.50` is 1250n, scale 2). */
export interface ExactDecimal {
  digits: bigint;
  scale: number;
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * A number or decimal text as an exact decimal (a JavaScript number by its shortest text, `0.1` is 0.1 and
 * `1e21` is 10^21); null for anything else (text that is no number, NaN, Infinity, a boolean).
 */
export function exactDecimal(value: unknown): ExactDecimal | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'bigint' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = DECIMAL.exec(text);
  if (!match || (match[2] === '' && !match[3])) return null;
  const [, sign, whole, fraction = '', exponent = '0'] = match;
  // A number's exponent is within ±324; text's is bounded so that a hostile "1e999999999" costs nothing.
  const shift = Number(exponent);
  if (Math.abs(shift) > 400) return null;
  let digits = BigInt(`${sign === '-' ? '-' : ''}${whole || '0'}${fraction}`);
  let scale = fraction.length - shift;
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { digits, scale };
}

/** The exact sum of decimals. */
export function addDecimals(a: ExactDecimal, b: ExactDecimal): ExactDecimal {
  const scale = Math.max(a.scale, b.scale);
  return { digits: a.digits * 10n ** BigInt(scale - a.scale) + b.digits * 10n ** BigInt(scale - b.scale), scale };
}

/** `a` divided by a whole number, rounded half away from zero to `scale` decimals. */
export function divideDecimal(a: ExactDecimal, by: number, scale: number): ExactDecimal {
  const numerator = a.digits * 10n ** BigInt(Math.max(0, scale - a.scale) + 1);
  const denominator = BigInt(by) * 10n ** BigInt(Math.max(0, a.scale - scale));
  const tenfold = numerator / denominator;
  const rounded = (tenfold + (tenfold < 0n ? -5n : 5n)) / 10n;
  return { digits: rounded, scale };
}

/** -1, 0 or 1 as `a` is below, equal to or above `b`. */
export function compareDecimals(a: ExactDecimal, b: ExactDecimal): number {
  const scale = Math.max(a.scale, b.scale);
  const [x, y] = [a.digits * 10n ** BigInt(scale - a.scale), b.digits * 10n ** BigInt(scale - b.scale)];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The decimal as plain text, `-12.50`: no exponent, its scale's decimals. */
export function decimalText({ digits, scale }: ExactDecimal): string {
  const negative = digits < 0n;
  const plain = (negative ? -digits : digits).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? plain : `${plain.slice(0, -scale)}.${plain.slice(-scale)}`;
  return negative ? `-${text}` : text;
}
