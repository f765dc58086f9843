import type { Transport } from '@careers/shared/transport';

/** A position the reply mentions (API contract item 9). */
export interface Citation {
  id: number;
  name: string;
  location: string;
  url: string;
}

export interface AssistantReply {
  reply: string;
  citations: Citation[];
}

export interface ConversationMessage {
  role: 'user' | 'assistant';
  content: string;
}

/** API contract item 9: at most 20 messages, each at most 2000 characters. */
export const MAX_MESSAGES = 20;
export const MAX_MESSAGE_CHARS = 2000;

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
  const { data } = await transport.post<{ data: AssistantReply }>('/api/pcsx/assistant', body);
  return { reply: data.reply, citations: Array.isArray(data.citations) ? data.citations : [] };
}
