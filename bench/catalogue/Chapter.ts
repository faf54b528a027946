import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** The bench's rows kept in order (issue 34's row order): each chapter's place in `position`, indexed. */
export const Chapter = defineEntity({
  name: 'Chapter',
  properties: {
    id: p.integer().primary(),
    title: p.string().length(80),
    position: p.integer().index(),
    version: p.integer().version(),
  },
});

export type Chapter = InferEntity<typeof Chapter>;
