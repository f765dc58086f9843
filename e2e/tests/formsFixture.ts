import { expect, type Page } from '@playwright/test';
import { logInByApi } from './session';

// Shared by the forms*.spec.ts files: a live position to apply for, a demo candidate logged in, the onboarding form.

/** Logs a demo candidate in through the API: the caller's next page.goto opens logged in. */
export async function logInAs(page: Page, email: string) {
  await logInByApi(page, email);
}

/** The id and name of a live position (the search only lists live ones). */
export async function livePosition(page: Page, index = 0): Promise<{ id: number; name: string }> {
  const answer = await page.request.get('/api/pcsx/search?domain=demo.test&start=0');
  expect(answer.ok()).toBe(true);
  const { positions } = (await answer.json()) as { positions: Array<{ id: number; name: string }> };
  const position = positions[index];
  if (!position) throw new Error('the demo search returned too few positions');
  return position;
}

/** A demo candidate's open onboarding form with a question of every type (nothing here is saved). */
export const ONBOARDING = '/careers/forms?form_id=new-hire-onboarding';
