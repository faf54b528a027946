import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * A peer of the benchmark, installed in its own folder (`bench/peers/<name>/`, its own package.json and
 * lock) so that nothing of it reaches the package's dependencies, nor its versions ours.
 */
export class Peer {
  readonly dir: string;

  constructor(readonly name: string) {
    this.dir = fileURLToPath(new URL(`./peers/${name}/`, import.meta.url));
  }

  /** Runs `npm install` in the peer's folder (its lock pins every version) when its node_modules is missing; the error's text when it fails. */
  install(): string | null {
    if (existsSync(`${this.dir}node_modules`)) return null;
    console.log(`bench: installing the peer in bench/peers/${this.name} (once)`);
    const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: this.dir, encoding: 'utf8' });
    if (result.status === 0) return null;
    return tail(`${result.error ?? ''}${result.stdout ?? ''}${result.stderr ?? ''}`);
  }

  /** The version of one of the peer's packages, as installed. */
  version(pkg: string): string {
    return (JSON.parse(readFileSync(`${this.dir}node_modules/${pkg}/package.json`, 'utf8')) as { version: string }).version;
  }
}

/** The last lines of an error's text, this checkout's path left out (the report is committed). */
export function tail(text: string, lines = 30): string {
  const root = fileURLToPath(new URL('..', import.meta.url));
  return text.replaceAll(root, '').trim().split('\n').slice(-lines).join('\n');
}
