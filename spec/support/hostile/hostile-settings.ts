/**
 * The hostile campaign's knobs, all from the environment so a failure replays exactly:
 * `HOSTILE_SEED` (default {@link DEFAULT_SEED}), `HOSTILE_PATH` (the path fast-check printed),
 * `HOSTILE_RUNS` (requests in all, shared by the endpoints; default {@link DEFAULT_RUNS}) and
 * `HOSTILE_REPORT=1` (print the counts per endpoint and status, as `npm run test:hostile` does).
 */
export interface HostileSettings {
  seed: number;
  path: string | undefined;
  runs: number;
  report: boolean;
}

/** The seed of `npm test`: fixed, so the suite asks the same questions every time. */
export const DEFAULT_SEED = 20_240_611;

/** Requests of the in-suite campaign on each write path (all its endpoints together, 44 or 54 each): a few hundred, a few seconds. */
export const DEFAULT_RUNS = 480;

export function hostileSettings(env: NodeJS.ProcessEnv = process.env): HostileSettings {
  return {
    seed: integer(env.HOSTILE_SEED, 'HOSTILE_SEED') ?? DEFAULT_SEED,
    path: env.HOSTILE_PATH || undefined,
    runs: integer(env.HOSTILE_RUNS, 'HOSTILE_RUNS') ?? DEFAULT_RUNS,
    report: env.HOSTILE_REPORT === '1',
  };
}

function integer(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^-?\d{1,10}$/.test(value)) throw new Error(`${name} must be an integer, got ${JSON.stringify(value)}`);
  return Number(value);
}
