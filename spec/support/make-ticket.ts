import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/es';

/** A decorated entity class: MikroORM knows the file it is declared in (`meta.path`). */
@Entity()
export class MakeTicket {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 60 })
  subject!: string;
}
