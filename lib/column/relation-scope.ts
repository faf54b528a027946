// What a column on a relation may be told of the related rows: which of them it offers and accepts
// (`setRelationScope`), and how many labels a to-many cell shows (`setRelationLimit`).
import type { QueryBuilder } from '@mikro-orm/postgresql';
import type { Request } from 'express';

/**
 * Narrows the related rows a relation column offers and accepts (its form field, its filter, the options
 * endpoint; `setRelationScope`): called with a query builder over the related entity (alias `r`) and the request, it adds
 * conditions (`qb.andWhere({ owner: req.user.id })`). A submitted id outside it is refused like one that
 * does not exist (docs/forms.md, "Relation fields").
 */
export type RelationScope = (qb: QueryBuilder<any, any>, request: Request) => void | Promise<void>;

/** Labels a to-many column shows in one cell unless it says otherwise (`setRelationLimit`). */
export const DEFAULT_RELATION_LIMIT = 3;
