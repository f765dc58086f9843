import { trimEnd } from '../trimEnd';
import type { ChatMessage } from '@careers/shared/contracts/assistant';

/** The company's model must answer within this time, or the built-in answer is given. */
const MODEL_TIMEOUT_MS = 5000;
const MAX_REPLY_CHARS = 4000;
const DEFAULT_MODEL = 'default';

/** The OpenAI-compatible base URL a company configured, or null (http(s) only). */
export function modelEndpoint(raw: unknown): string | null {
  if (typeof raw !== 'string' || !raw.trim()) return null;
  try {
    const url = new URL(raw.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return trimEnd(url.href, '/');
  } catch {
    return null;
  }
}

/** How to reach the company's model (configs.chatbot: endpoint, model?, apiKey?). */
export interface ModelConfig {
  endpoint: string;
  model: string;
  /** Sent as `Authorization: Bearer <apiKey>`; model servers that need none get no header. */
  apiKey: string | null;
}

/** The model settings of a company's chatbot config, or null when it has no usable endpoint. */
export function modelConfig(chatbot: unknown): ModelConfig | null {
  const raw = (chatbot && typeof chatbot === 'object' ? chatbot : {}) as { endpoint?: unknown; model?: unknown; apiKey?: unknown };
  const endpoint = modelEndpoint(raw.endpoint);
  if (!endpoint) return null;
  const model = typeof raw.model === 'string' && raw.model.trim() ? raw.model.trim() : DEFAULT_MODEL;
  // A key with line breaks or other control characters cannot be a header value; it is left out.
  const apiKey = typeof raw.apiKey === 'string' && /^[\x21-\x7e]{1,4096}$/.test(raw.apiKey.trim()) ? raw.apiKey.trim() : null;
  return { endpoint, model, apiKey };
}

/** One call of `<endpoint>/chat/completions`, as sent. */
export interface ModelRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** The OpenAI chat API request (which most model servers speak) for `system` and `messages`. */
export function modelRequest(config: ModelConfig, system: string, messages: readonly ChatMessage[]): ModelRequest {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (config.apiKey) headers.authorization = `Bearer ${config.apiKey}`;
  return {
    url: `${config.endpoint}/chat/completions`,
    headers,
    body: JSON.stringify({
      model: config.model,
      messages: [{ role: 'system', content: system }, ...messages.map((m) => ({ role: m.role, content: m.content }))],
      temperature: 0.2,
    }),
  };
}

/** Sends a model request and returns the reply text. */
export type SendToModel = (request: ModelRequest) => Promise<string>;

/** Sends `request`; throws on any failure: network, timeout, non-2xx, or an answer without text. */
export const chatCompletion: SendToModel = async (request) => {
  const response = await fetch(request.url, {
    method: 'POST',
    headers: request.headers,
    body: request.body,
    signal: AbortSignal.timeout(MODEL_TIMEOUT_MS),
    redirect: 'error',
  });
  if (!response.ok) throw new Error(`the model answered ${response.status}`);
  const body = (await response.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || !content.trim()) throw new Error('the model answered without text');
  return content.trim().slice(0, MAX_REPLY_CHARS);
};
