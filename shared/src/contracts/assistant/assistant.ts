import { Type, type Static } from '@sinclair/typebox';
import { MAX_CART_ITEMS } from '../jobCart/jobCart';
import { DomainField, PositionId, StringEnum } from '../schemaParts';

/** API contract item 9: at most 20 messages, each at most 2000 characters. */
export const MAX_MESSAGES = 20;
export const MAX_MESSAGE_CHARS = 2000;
/** The limits as literal types, for browser code that needs them as values yet imports contracts as types only. */
export type AssistantLimits = { maxMessages: typeof MAX_MESSAGES; maxMessageChars: typeof MAX_MESSAGE_CHARS };

export const ChatMessage = Type.Object({
  role: StringEnum(['user', 'assistant']),
  content: Type.String({ minLength: 1, maxLength: MAX_MESSAGE_CHARS }),
});
export type ChatMessage = Static<typeof ChatMessage>;

/** POST /api/pcsx/assistant: the conversation, and the positions the visitor keeps in the job cart. */
export const AssistantBody = Type.Object({
  messages: Type.Array(ChatMessage, { minItems: 1, maxItems: MAX_MESSAGES }),
  jobCartIds: Type.Optional(Type.Array(PositionId, { maxItems: MAX_CART_ITEMS })),
  domain: Type.Optional(DomainField),
});
export type AssistantBody = Static<typeof AssistantBody>;

/** A position a reply talks about. */
export const Citation = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  location: Type.String(),
  url: Type.String(),
});
export type Citation = Static<typeof Citation>;

/** A reply built from the company's own data, and the positions it mentions. */
export const AssistantReply = Type.Object({
  reply: Type.String(),
  citations: Type.Array(Citation),
});
export type AssistantReply = Static<typeof AssistantReply>;

export const AssistantResponse = Type.Object({ data: AssistantReply });
export type AssistantResponse = Static<typeof AssistantResponse>;
