import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** Where an author lives: the second step of `author.country.name`. */
export const Country = defineEntity({
  name: 'Country',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(80),
    code: p.string().length(2),
  },
});
export type Country = InferEntity<typeof Country>;

/** An author's portrait: a OneToOne the author owns. */
export const Portrait = defineEntity({
  name: 'Portrait',
  properties: {
    id: p.integer().primary(),
    caption: p.string().length(80),
  },
});
export type Portrait = InferEntity<typeof Portrait>;

/** The related row of a novel's ManyToOne; its books are the inverse OneToMany. */
export const Writer = defineEntity({
  name: 'Writer',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(80),
    email: p.string().length(120).nullable(),
    country: () => p.manyToOne(Country).nullable(),
    portrait: () => p.oneToOne(Portrait).owner().nullable(),
    novels: () => p.oneToMany(Novel).mappedBy('writer'),
  },
});
export type Writer = InferEntity<typeof Writer>;

/** A label of novels: the ManyToMany's far side. */
export const Label = defineEntity({
  name: 'Label',
  properties: {
    id: p.integer().primary(),
    name: p.string().length(40),
    novels: () => p.manyToMany(Novel).mappedBy('labels'),
  },
});
export type Label = InferEntity<typeof Label>;

/** The table's own entity: points to its writer, owns its labels. */
export const Novel = defineEntity({
  name: 'Novel',
  properties: {
    id: p.integer().primary(),
    title: p.string().length(120),
    writer: () => p.manyToOne(Writer).nullable(),
    labels: () => p.manyToMany(Label).owner(),
    pages: p.integer().nullable(),
    version: p.integer().version(),
  },
});
export type Novel = InferEntity<typeof Novel>;

/** Every entity of the relation specs' ORM. */
export const RELATION_ENTITIES = [Country, Portrait, Writer, Label, Novel];
