import { Type, type Static } from '@sinclair/typebox';
import { MAX_VALUE_KEY_LENGTH } from '../../forms/rules/listKey';
import type { FormValues } from '../../forms/rules/types';

/** Answers a form's values may hold (a long form's fields, list entries included). */
export const MAX_VALUE_KEYS = 500;
/** Longest text an answer may hold (a long cover letter is far shorter). */
export const MAX_ANSWER_TEXT = 20_000;
/** Entries an answer's list may have (checkbox options, files, a dynamic list's entries). */
export const MAX_ANSWER_ITEMS = 200;
/** Fields an answer's object may have (a phone, a date range, a list entry). */
const MAX_ANSWER_FIELDS = 50;
/** Nesting below `values`: a list of entries whose fields hold lists of files is three levels deep. */
const MAX_ANSWER_DEPTH = 4;

type JsonSchema = Record<string, unknown>;

/**
 * One answer, bounded in every direction: texts, lists, objects, their keys and the nesting depth. The
 * keywords apply by type (maxLength to strings, maxItems to arrays …), so one schema covers every shape.
 */
function answerSchema(depth: number): JsonSchema {
  const any = { type: ['string', 'number', 'boolean', 'null', 'array', 'object'], maxLength: MAX_ANSWER_TEXT };
  // Empty lists and objects at the bottom, rather than a `type` without them: Fastify's Ajv coerces a
  // one-entry array to a scalar where `type` asks for one, which would change the answer silently.
  if (depth >= MAX_ANSWER_DEPTH) return { ...any, maxItems: 0, maxProperties: 0 };
  const inner = answerSchema(depth + 1);
  return {
    ...any,
    maxItems: MAX_ANSWER_ITEMS,
    items: inner,
    maxProperties: MAX_ANSWER_FIELDS,
    propertyNames: { maxLength: MAX_VALUE_KEY_LENGTH },
    additionalProperties: inner,
  };
}

/**
 * The `values` of every call that sends form answers (apply, drafts, form save and submit). Fastify
 * checks it before any handler runs, so a 100 KB key or a 10,000-deep array costs one schema pass and
 * a 400, never the work of the form rules; their content is checked against the form's questions by
 * the server. Typed as the toolkit's FormValues: the JSON above (a fixed depth of any JSON) has no
 * static type TypeBox could infer, so routes that take answers name their body type from the contract.
 */
export const FormAnswers = Type.Unsafe<FormValues>({
  type: 'object',
  maxProperties: MAX_VALUE_KEYS,
  propertyNames: { maxLength: MAX_VALUE_KEY_LENGTH },
  additionalProperties: answerSchema(1),
});
export type FormAnswers = Static<typeof FormAnswers>;
