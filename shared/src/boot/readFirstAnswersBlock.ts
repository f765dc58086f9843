import { FIRST_ANSWERS_ID, type FirstAnswers } from './firstAnswersBlock';

/**
 * The page's first answers block, parsed; null without a document (on the server), without the block, or when it
 * does not parse (a broken block only costs the requests it would have saved).
 * @example readFirstAnswersBlock(document)?.answers['/api/offer/offers']
 */
export function readFirstAnswersBlock(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): FirstAnswers | null {
  const text = doc?.getElementById(FIRST_ANSWERS_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as FirstAnswers;
    return parsed && typeof parsed.answers === 'object' && parsed.answers !== null ? parsed : null;
  } catch {
    return null;
  }
}
