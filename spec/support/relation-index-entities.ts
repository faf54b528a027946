import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { Novel } from './relation-entities.js';

/** An edition of a novel: a required ManyToOne, whose related label an index can give in order. */
export const Edition = defineEntity({
  name: 'Edition',
  properties: {
    id: p.integer().primary(),
    isbn: p.string().length(20),
    novel: () => p.manyToOne(Novel),
  },
});
export type Edition = InferEntity<typeof Edition>;
