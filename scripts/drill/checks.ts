// The checks after the faults, against the database: what was acknowledged is there exactly once,
// nothing refused is there, no retried bulk ran twice (but while the shared store failed, which it may:
// it fails open, docs/router.md); and against the answers: an instance's 5xx is
// only ever a JSON 503 while PostgreSQL is away. Each failed check is one line of the report.
import type { MikroORM } from '@mikro-orm/postgresql';
import { isDeepStrictEqual } from 'node:util';
import { Book } from '../../examples/entities/Book.js';
import type { Outcome } from './client.js';
import type { Load } from './load.js';
import type { Timeline } from './timeline.js';

/** An answer that says nothing of whether the write happened: none came, or a 5xx (HAProxy's or a deadline's). */
export const lost = (status: number) => status === 0 || status >= 500;

/**
 * Every acknowledged create present exactly once, a refused one absent, a lost one at most once, nothing
 * else; its retry (the same form again) written nothing more, and answered with the same row.
 */
export async function checkCreates(orm: MikroORM, load: Load): Promise<string[]> {
  const failures: string[] = [];
  const stored = await orm.em.fork().find(Book, { title: { $like: 'Drill create %' } }, { fields: ['title'] });
  const counts = new Map<string, number>();
  for (const book of stored) counts.set(book.title, (counts.get(book.title) ?? 0) + 1);
  for (const { title, status: first, id, retry } of load.creates) {
    const count = counts.get(title) ?? 0;
    counts.delete(title);
    // Either answer acknowledges the form; both lost says nothing; a refusal of both wrote nothing.
    const status = first === 201 || retry.status === 201 ? 201 : lost(first) || lost(retry.status) ? 0 : first;
    if (status === 201 && count !== 1) failures.push(`create "${title}" answered 201 but is stored ${count} times`);
    else if (lost(status) && count > 1) failures.push(`create "${title}" (answers lost: ${first}, ${retry.status}) is stored ${count} times`);
    else if (status !== 201 && !lost(status) && count !== 0) failures.push(`create "${title}" answered ${status} but is stored ${count} times`);
    if (first === 201 && retry.status === 201 && id !== retry.id) failures.push(`create "${title}" answered row ${String(id)}, its retry row ${String(retry.id)}`);
  }
  for (const [title] of counts) failures.push(`"${title}" is stored but no client created it`);
  return failures;
}

/** Each edited row holds its last acknowledged title, or a later one whose answer was lost (or, never acknowledged, its first). */
export async function checkEdits(orm: MikroORM, load: Load, firstTitles: Map<number, string>): Promise<string[]> {
  const failures: string[] = [];
  for (const [row, first] of firstTitles) {
    const records = load.edits.filter((edit) => edit.row === row);
    const lastAck = records.map((edit) => edit.status).lastIndexOf(200);
    const allowed = new Set([lastAck >= 0 ? records[lastAck].title : first, ...records.slice(lastAck + 1).filter((edit) => lost(edit.status)).map((edit) => edit.title)]);
    const stored = (await orm.em.fork().findOne(Book, { id: row }, { fields: ['title'] }))?.title;
    if (!allowed.has(stored!)) failures.push(`row ${row} holds "${stored}", not one of ${[...allowed].map((title) => `"${title}"`).join(', ')}`);
  }
  return failures;
}

/** An acknowledged delete's row is gone; a refused one's is there. */
export async function checkDeletes(orm: MikroORM, load: Load): Promise<string[]> {
  const failures: string[] = [];
  const ids = load.deletes.map((record) => record.id);
  const present = new Set((await orm.em.fork().find(Book, { id: { $in: ids } }, { fields: ['id'] })).map((book) => book.id));
  for (const { id, status } of load.deletes) {
    if (status === 200 && present.has(id)) failures.push(`delete of ${id} answered 200 but the row is there`);
    if (status !== 200 && !lost(status) && !present.has(id)) failures.push(`delete of ${id} answered ${status} but the row is gone`);
  }
  return failures;
}

/** What the bulks and their retries did, for the figures. */
export interface BulkFigures { pairs: number; bothAnswered: number; otherInstance: number; replayed: number; ranAgain: number; ranAgainInOutage: number }

/** When PostgreSQL (the rows' and the shared store's database) was away: from its stop until 5 s after it answered again. */
function outage(timeline: Timeline): { from: number; to: number } {
  const back = timeline.find('answering again')?.at ?? timeline.find('PostgreSQL started')?.at ?? -Infinity;
  return { from: timeline.find('PostgreSQL stop')?.at ?? Infinity, to: back + 5000 };
}

/**
 * A retry carrying the first's requestId answers exactly as the first did (it is not run again: a
 * second run of a delete refuses the rows the first deleted, `row_not_found`), and every row an
 * answer says was done is gone. A pair both in PostgreSQL's outage may have run twice: the shared store
 * failing, each instance knows only its own retries (counted apart, `ranAgainInOutage`).
 */
export async function checkBulks(orm: MikroORM, load: Load, timeline: Timeline): Promise<{ failures: string[]; figures: BulkFigures }> {
  const failures: string[] = [];
  const figures: BulkFigures = { pairs: load.bulks.length, bothAnswered: 0, otherInstance: 0, replayed: 0, ranAgain: 0, ranAgainInOutage: 0 };
  const { from, to } = outage(timeline);
  const done = new Set<number>();
  for (const { ids, requestId, first, retry } of load.bulks) {
    for (const answer of [first, retry]) if (answer.status === 200) for (const id of (JSON.parse(answer.body) as { done: number[] }).done) done.add(id);
    if (first.status !== 200 || retry.status !== 200) continue;
    figures.bothAnswered++;
    if (first.instance !== retry.instance) figures.otherInstance++;
    if (isDeepStrictEqual(JSON.parse(first.body), JSON.parse(retry.body))) {
      figures.replayed++;
      continue;
    }
    if (first.at <= to && retry.at + retry.ms >= from) {
      figures.ranAgainInOutage++;
      continue;
    }
    figures.ranAgain++;
    if (figures.ranAgain <= 5) failures.push(`bulk ${requestId} of rows ${ids.join(', ')} ran again on its retry (instance ${first.instance}, then ${retry.instance}): first ${first.body}, retry ${retry.body}`);
  }
  if (figures.ranAgain > 5) failures.push(`... ${figures.ranAgain} retried bulks ran again in all, of ${figures.bothAnswered} answered twice`);
  const present = await orm.em.fork().find(Book, { id: { $in: [...done] } }, { fields: ['id'] });
  for (const book of present) failures.push(`row ${book.id} was answered done by a bulk delete but is there`);
  return { failures, figures };
}

/**
 * An instance's 5xx must be a JSON 503, answered while PostgreSQL was away (from its stop until 5 s
 * after the service answered again). HAProxy's own answers (502, 503 without an instance) and cut
 * connections are counted, not failed: they are what a kill looks like from outside.
 */
export function checkStatuses(outcomes: Outcome[], timeline: Timeline): string[] {
  const { from, to } = outage(timeline);
  const odd = new Map<string, number>();
  for (const outcome of outcomes) {
    if (!outcome.instance || outcome.status < 500) continue;
    const end = outcome.at + outcome.ms;
    const why = !(outcome.status === 503 && outcome.json) ? `${outcome.status}${outcome.json ? ' JSON' : ' not JSON'}` : end < from || end > to ? `JSON 503 at +${(timeline.since(end) / 1000).toFixed(1)} s, outside the outage` : null;
    if (why) odd.set(`${outcome.kind} ${why}`, (odd.get(`${outcome.kind} ${why}`) ?? 0) + 1);
  }
  return [...odd].map(([what, count]) => `${count} × ${what} from an instance`);
}
