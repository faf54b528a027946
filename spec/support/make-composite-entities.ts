import { defineEntity, p } from '@mikro-orm/core';

/** A shelf mark keyed by library and code: a composite primary key, which no relation column can name. */
export const Shelfmark = defineEntity({
  name: 'Shelfmark',
  properties: {
    library: p.string().length(20).primary(),
    code: p.string().length(20).primary(),
  },
});

/** A loan pointing at a shelf mark: the relation `make:datatable` leaves out for its target's composite key. */
export const Loan = defineEntity({
  name: 'Loan',
  properties: {
    id: p.integer().primary(),
    shelfmark: () => p.manyToOne(Shelfmark),
  },
});
