import type { FirstAnswers } from './firstAnswersBlock';
import { readFirstAnswersBlock } from './readFirstAnswersBlock';

// undefined: the block is not read yet. Each answer is handed out once, then forgotten: a later call of the
// same path (a revalidation, the page visited again) asks the server.
let block: FirstAnswers | null | undefined;

/**
 * The answer the server put in the page for GET `path` in `domain`, once, while the page is still the one it
 * was drawn for; else undefined (the caller asks the server).
 * @example started.start(key, () => takeFirstAnswer<NudgesResponse>('/api/pcsx/dashboard/nudges', domain) ?? fetchNudges(transport, domain))
 */
export function takeFirstAnswer<T>(path: string, domain: string, doc: Document = document): Promise<T> | undefined {
  if (block === undefined) block = readFirstAnswersBlock(doc);
  if (!block || block.domain !== domain || block.pathname !== doc.location?.pathname || !(path in block.answers)) return undefined;
  const answer = block.answers[path] as T;
  delete block.answers[path];
  return Promise.resolve(answer);
}

/** For tests: the next take reads the page's block again. */
export function forgetFirstAnswers(): void {
  block = undefined;
}
