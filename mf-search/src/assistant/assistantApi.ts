import type { AssistantLimits, AssistantReply, AssistantResponse, ChatMessage as ConversationMessage } from '@careers/shared/contracts';
import type { Transport } from '@careers/shared/transport';

export type { AssistantReply, Citation, ChatMessage as ConversationMessage } from '@careers/shared/contracts';

// The contract's limits, as values this bundle needs (it imports the contract's types only): typed by
// the contract's own literal types, so a change there fails the type check here until these follow.
export const MAX_MESSAGES: AssistantLimits['maxMessages'] = 20;
export const MAX_MESSAGE_CHARS: AssistantLimits['maxMessageChars'] = 2000;

/** The conversation as the API takes it: the latest messages, each cut to the allowed length; empty ones are left out. */
export function conversationForRequest(messages: readonly ConversationMessage[]): ConversationMessage[] {
  return messages
    .filter(({ content }) => content.trim() !== '')
    .slice(-MAX_MESSAGES)
    .map(({ role, content }) => ({ role, content: content.slice(0, MAX_MESSAGE_CHARS) }));
}

/** Asks the built-in assistant; `jobCartIds` tells it which positions the visitor keeps in the cart. */
export async function askAssistant(
  transport: Transport,
  domain: string,
  messages: readonly ConversationMessage[],
  jobCartIds?: readonly string[],
): Promise<AssistantReply> {
  const body = { messages: conversationForRequest(messages), ...(jobCartIds ? { jobCartIds: [...jobCartIds] } : {}), domain };
  const { data } = await transport.post<AssistantResponse>('/api/pcsx/assistant', body);
  return { reply: data.reply, citations: Array.isArray(data.citations) ? data.citations : [] };
}
