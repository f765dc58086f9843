import type { Page } from '@playwright/test';
import { holdRequests } from './holdRequests';

/** Every script of the shell (main.js and its chunks). */
export const shellScripts = /\/shell\/.+\.js$/;

/** Every script of one remote (its remoteEntry.js and chunks), e.g. `remoteScripts('mf-forms')`. */
export const remoteScripts = (remote: string): RegExp => new RegExp(`/remotes/${remote}/.+\\.js$`);

/**
 * Holds back the scripts `pattern` matches until the returned function is called, so the page's first view is the
 * server's alone: a test marks, measures or types into it, then releases the scripts and checks the takeover.
 */
export async function holdScripts(page: Page, pattern: RegExp): Promise<() => void> {
  return (await holdRequests(page, pattern)).release;
}
