import { HttpError } from '../../errors/HttpError.js';
import type { HubUpdate } from './HubUpdate.js';
import { HUB_LIMITS } from './limits.js';
import { EARLIEST } from './UpdateHistory.js';

/** A publish request's fields: the update, with the id the publisher chose, if any. */
export type PublishForm = Omit<HubUpdate, 'id'> & { id?: string };

/**
 * Reads and checks the fields of a publish body (`application/x-www-form-urlencoded`, parsed flat):
 * `topic` (one or more), `data`, `private` (present means private), `id`, `type`, `retry`. Anything
 * malformed is a 400 naming the field.
 */
export function readPublishForm(body: Record<string, unknown>): PublishForm {
  const topics = list(body.topic);
  if (topics.length === 0) throw HttpError.badRequest('Missing "topic" field');
  if (topics.length > HUB_LIMITS.topicsPerUpdate) throw HttpError.badRequest(`More than ${HUB_LIMITS.topicsPerUpdate} "topic" fields`);
  for (const topic of topics) {
    if (topic === '' || topic.length > HUB_LIMITS.topicLength) throw HttpError.badRequest(`A "topic" must have 1 to ${HUB_LIMITS.topicLength} characters`);
  }
  const form: PublishForm = { topics, data: single(body, 'data') ?? '', private: body.private !== undefined };
  const id = single(body, 'id');
  if (id !== undefined) {
    if (id === '' || id.length > HUB_LIMITS.topicLength || /[\r\n\0]/.test(id)) throw HttpError.badRequest(`"id" must have 1 to ${HUB_LIMITS.topicLength} characters and no line break`);
    if (id === EARLIEST) throw HttpError.badRequest(`"id" cannot be "${EARLIEST}", which asks for the whole history`);
    form.id = id;
  }
  const type = single(body, 'type');
  if (type !== undefined && type !== '') {
    if (type.length > HUB_LIMITS.typeLength || /[\r\n]/.test(type)) throw HttpError.badRequest(`"type" must have at most ${HUB_LIMITS.typeLength} characters and no line break`);
    form.type = type;
  }
  const retry = single(body, 'retry');
  if (retry !== undefined && retry !== '') {
    if (!/^[0-9]{1,10}$/.test(retry)) throw HttpError.badRequest('"retry" must be a number of milliseconds');
    form.retry = Number(retry);
  }
  return form;
}

function list(value: unknown): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map(String);
}

function single(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  if (Array.isArray(value)) throw HttpError.badRequest(`"${field}" must appear once`);
  return value === undefined ? undefined : String(value);
}
