import { createHash } from 'node:crypto';
import { readFileSync, statSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import type { ContentCoding } from './accept-encoding.js';

/** One way a built file can be sent: as it is, or precompressed beside it (`.br`, `.gz`). */
export interface AssetVariant {
  coding: ContentCoding;
  path: string;
  /** The strong ETag of these bytes (quoted): each coding has its own. */
  etag: string;
}

/** A file of the catalogue as it is built now. */
export interface BuiltAsset {
  /** Its plain name (`ux-datatables.js`). */
  name: string;
  contentType: string;
  /** The first 16 hex digits of the SHA-256 of its bytes (uncompressed). */
  hash: string;
  /** The name carrying that hash (`ux-datatables.<hash>.js`), served as immutable. */
  hashedName: string;
  /** The identity variant first, then the precompressed ones that are there and not older than it. */
  variants: AssetVariant[];
}

/** A request's file name read against the catalogue: the plain name, and the hash when it carried one. */
export interface AssetName {
  name: string;
  hash?: string;
  /** A chunk of the bundle: its plain name holds its content's hash already, so it is immutable as it is. */
  chunk?: boolean;
}

/**
 * The bundle's chunks (scripts/served-files.mjs CHUNK_NAMES) and their source maps: names the build
 * chooses by content, so the catalogue knows them by their shape, not by a list.
 */
const CHUNK = /^ux-datatables-chunk-[A-Z0-9]{8}\.js(\.map)?$/;

const SUFFIXES: ReadonlyArray<[ContentCoding, string]> = [['identity', ''], ['br', '.br'], ['gzip', '.gz']];
const HASH = /^[0-9a-f]{16}$/;

/**
 * The files served under `/datatables/assets/` (plain name -> content type) in one directory, each
 * with a content hash and its precompressed variants. Read from the files themselves, not a manifest,
 * and read again when a file's size or time changes (three `stat` calls per use, a few microseconds):
 * a rebuild while the server runs gives new names at once, so a hashed name never stands for other bytes.
 */
export class AssetCatalog {
  private readonly cache = new Map<string, { signature: string; asset: BuiltAsset }>();

  constructor(
    readonly directory: string,
    private readonly files: Readonly<Record<string, string>>,
  ) {}

  /** The plain names served. */
  names(): string[] {
    return Object.keys(this.files);
  }

  /** A requested name (plain or hashed) as a name of the catalogue; undefined when it names none. */
  parse(requested: string): AssetName | undefined {
    if (Object.hasOwn(this.files, requested)) return { name: requested };
    if (CHUNK.test(requested)) return { name: requested, chunk: true };
    // `<name>.<hash>.<ext>`, read from the end (a regular expression over a path can be made to backtrack).
    const extension = requested.lastIndexOf('.');
    const dot = requested.lastIndexOf('.', extension - 1);
    const hash = requested.slice(dot + 1, extension);
    const name = `${requested.slice(0, dot)}${requested.slice(extension)}`;
    return dot > 0 && HASH.test(hash) && Object.hasOwn(this.files, name) ? { name, hash } : undefined;
  }

  /** The file as built now; null when it is not (the build did not run). Throws for a name not served. */
  built(name: string): BuiltAsset | null {
    if (!Object.hasOwn(this.files, name) && !CHUNK.test(name)) throw new Error(`"${name}" is not a browser asset; the router serves ${this.names().map((n) => `"${n}"`).join(', ')}`);
    const path = join(this.directory, name);
    const stats = SUFFIXES.map(([, suffix]) => fileStats(`${path}${suffix}`));
    if (!stats[0]) return null;
    const signature = stats.map((stat) => (stat ? `${stat.size}:${stat.mtimeMs}` : '-')).join('/');
    const cached = this.cache.get(name);
    if (cached?.signature === signature) return cached.asset;
    const asset = this.read(name, path, stats);
    this.cache.set(name, { signature, asset });
    return asset;
  }

  private read(name: string, path: string, stats: Array<Stats | null>): BuiltAsset {
    const original = stats[0]!;
    const variants: AssetVariant[] = [];
    SUFFIXES.forEach(([coding, suffix], index) => {
      const stat = stats[index];
      // A variant older than the file is left over from an earlier build: its bytes are not this file's.
      if (!stat || stat.mtimeMs < original.mtimeMs) return;
      variants.push({ coding, path: `${path}${suffix}`, etag: `"${contentHash(readFileSync(`${path}${suffix}`))}"` });
    });
    const hash = variants[0].etag.slice(1, -1);
    const contentType = Object.hasOwn(this.files, name) ? this.files[name] : name.endsWith('.map') ? 'application/json; charset=utf-8' : 'text/javascript; charset=utf-8';
    return { name, contentType, hash, hashedName: hashedName(name, hash), variants };
  }
}

/** `ux-datatables.js` -> `ux-datatables.<hash>.js`: the hash before the last extension. */
export function hashedName(name: string, hash: string): string {
  const dot = name.lastIndexOf('.');
  return `${name.slice(0, dot)}.${hash}${name.slice(dot)}`;
}

/** The first 16 hex digits (64 bits) of the SHA-256 of some bytes. */
export function contentHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 16);
}

function fileStats(path: string): Stats | null {
  const stat = statSync(path, { throwIfNoEntry: false });
  return stat?.isFile() ? stat : null;
}
