import { FIRST_ANSWERS_ID } from '@careers/shared/boot';

/**
 * Puts a first-answers block with `text` in the test document's head, in place of any before it, as the server
 * writes it into a page (server/src/views/shellPage.ts).
 * @example writeFirstAnswersBlock(JSON.stringify({ domain: 'demo.test', pathname: '/careers/offers', answers: {} }))
 */
export function writeFirstAnswersBlock(text: string): void {
  document.getElementById(FIRST_ANSWERS_ID)?.remove();
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = FIRST_ANSWERS_ID;
  block.textContent = text;
  document.head.append(block);
}
