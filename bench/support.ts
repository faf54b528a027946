import { performance } from 'node:perf_hooks';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Book } from '../examples/entities/Book.js';

/** Inserts `count` books in batches (one INSERT per batch). */
export async function insertBooks(orm: MikroORM, count: number): Promise<void> {
  const words = ['River', 'Glass', 'Orchard', 'Signal', 'Harbor', 'Lantern', 'Atlas', 'Winter', 'Cipher', 'Meadow'];
  for (let start = 0; start < count; start += 1000) {
    const batch = [];
    for (let i = start; i < Math.min(count, start + 1000); i++) {
      batch.push({
        title: `${words[i % 10]} ${words[(i * 7 + 3) % 10]} ${i}`,
        author: `Author ${i % 97}`,
        status: (['draft', 'published', 'archived'] as const)[i % 3],
        featured: i % 4 === 0,
        publishedOn: null,
        pages: 100 + (i % 500),
        summary: `Summary of book ${i}, long enough to weigh something in memory when loaded.`,
        website: null,
        version: 1,
      });
    }
    await orm.em.fork().insertMany(Book, batch);
  }
}

/** Runs `task(i)` for i = 0..rounds-1, one after the other, and returns each duration in ms. */
export async function timeEach(rounds: number, task: (i: number) => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await task(i);
    times.push(performance.now() - start);
  }
  return times;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Largest heap growth (bytes) seen while `task` runs, sampled every few ms, after a GC when exposed. */
export async function measureHeap(task: () => Promise<void>): Promise<number> {
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage().heapUsed;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 2);
  await task();
  peak = Math.max(peak, process.memoryUsage().heapUsed);
  clearInterval(timer);
  return Math.max(1, peak - before);
}
