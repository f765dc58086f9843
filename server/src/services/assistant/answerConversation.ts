import type { Db } from '../../db/database';
import { badInput, notFound } from '../../domainErrors';
import type { Candidate } from '../candidates';
import type { Domain } from '../domains';
import { cartOwner, cartPositionIds, isJobCartEnabled } from '../jobCart/jobCart';
import type { Session } from '../sessions';
import { assistantReply } from './assistant';
import type { AssistantBody, AssistantReply, ChatMessage } from '@careers/shared/contracts/assistant';

export interface Asker {
  db: Db;
  domain: Domain;
  candidate: Candidate | null;
  session: Session | null;
  now: number;
}

/**
 * POST /api/pcsx/assistant (API contract item 9): the reply to the conversation the page sent, only where the company
 * turned the assistant on, and only to a conversation that ends with the candidate's own words. The cart is the one
 * the page sent (spec §4: the cart notifies the chatbot with its ids), else the stored one.
 */
export async function answerConversation(asker: Asker, body: AssistantBody, onModelFailure: (error: unknown) => void): Promise<AssistantReply> {
  const { db, domain, candidate, session, now } = asker;
  if (domain.settings.configs.chatbot?.enabled !== true) throw notFound('not_found', 'The assistant is not enabled.');
  // The schema requires at least one message.
  const last = body.messages[body.messages.length - 1] as ChatMessage;
  if (last.role !== 'user') throw badInput('invalid_request', 'The last message must be the candidate\'s.');
  if (!last.content.trim()) throw badInput('invalid_request', 'Type a message first.');
  const cartIds = body.jobCartIds ?? (isJobCartEnabled(domain) ? await cartPositionIds(db, cartOwner(domain.id, candidate, session)) : []);
  return assistantReply({ db, domain, candidate, cartIds, now }, body.messages, onModelFailure);
}
