import { ConfigurationError } from '../errors/ConfigurationError.js';

/** A table's real-time settings: its own topics (default `<topic_base>/datatables/<table>`) and whether its updates are private. */
export interface TableMercureOptions {
  /** The table's topics (IRIs); the first is its canonical one and row topics are `<first>/<id>`. */
  topics?: string[];
  /** Only pages allowed to render the table receive its updates (default `data_tables.mercure.private`). */
  private?: boolean;
}

/** `setMercure(options)` as given, copied (`false`: no real time); topics that are not a non-empty list of IRIs are a ConfigurationError. */
export function checkTableMercureOptions(options: TableMercureOptions | false): TableMercureOptions | false {
  if (options === false) return false;
  const { topics } = options ?? {};
  if (topics !== undefined && (!Array.isArray(topics) || topics.length === 0 || !topics.every((topic) => typeof topic === 'string' && topic !== ''))) {
    throw new ConfigurationError('setMercure({ topics }) needs a non-empty list of topic IRIs');
  }
  return { ...options, topics: options.topics && [...options.topics] };
}
