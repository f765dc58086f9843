import { defineStore } from '@careers/shared/state';
import { TransportError } from '@careers/shared/transport';
import type { AssistantReply, Citation, ConversationMessage } from './assistantApi';

export interface ChatMessage extends ConversationMessage {
  id: number;
  citations: Citation[];
}

export interface ChatState {
  messages: ChatMessage[];
  /** What the visitor is typing: kept when the panel closes. */
  draft: string;
  status: 'idle' | 'thinking' | 'error';
  /** Why the last question got no answer (the transport's spec §8 text), '' when unknown; shown with a retry. */
  error: string;
}

/**
 * The conversation with the assistant. It lives outside the panel so it survives closing and reopening,
 * and an answer that arrives after the panel closed still lands in it.
 */
export const chatStore = defineStore<ChatState>(() => ({ messages: [], draft: '', status: 'idle', error: '' }));

/** Sends the conversation and resolves with the assistant's answer; built by the panel from the transport. */
export type Ask = (messages: readonly ConversationMessage[]) => Promise<AssistantReply>;

let nextId = 0;

async function answer(ask: Ask): Promise<void> {
  chatStore.status = 'thinking';
  chatStore.error = '';
  try {
    const { reply, citations } = await ask(chatStore.messages.map(({ role, content }) => ({ role, content })));
    chatStore.messages.push({ id: ++nextId, role: 'assistant', content: reply, citations });
    chatStore.status = 'idle';
  } catch (err) {
    chatStore.error = err instanceof TransportError ? err.message : '';
    chatStore.status = 'error';
  }
}

export function setDraft(text: string): void {
  chatStore.draft = text;
}

/**
 * Sends the draft as the visitor's question and asks for an answer. Returns false (and keeps the draft)
 * when it is blank or a question is still waiting for its answer.
 */
export function sendDraft(ask: Ask): boolean {
  const text = chatStore.draft.trim();
  if (chatStore.status === 'thinking' || text === '') return false;
  chatStore.messages.push({ id: ++nextId, role: 'user', content: text, citations: [] });
  chatStore.draft = '';
  void answer(ask);
  return true;
}

/** Asks again for the question that got no answer. */
export function retryLast(ask: Ask): void {
  if (chatStore.status === 'error') void answer(ask);
}
