/** An update as the hub keeps and sends it: a server-sent event for every subscriber of its topics. */
export interface HubUpdate {
  /** The event id (`id:`), the publisher's or one the hub assigned (`urn:uuid:...`). */
  id: string;
  /** The canonical topic first, then the alternate ones. */
  topics: string[];
  data: string;
  /** Sent only to subscribers whose JWT allows one of the topics. */
  private: boolean;
  /** The event type (`event:`). */
  type?: string;
  /** The reconnection time in ms (`retry:`). */
  retry?: number;
  /** The server-sent event, encoded once when published and written as is to every subscriber. */
  event?: Buffer;
}
