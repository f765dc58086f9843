import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { initSession } from '@careers/shared/state';
import { makeBootData } from '@careers/shared/testing';
import { useFormatDate } from './useFormatDate';

// Late on 12/09 in UTC: already 12/10 at UTC+14.
const DEADLINE = '2026-12-09T23:30:00.000Z';
/** The day the browser running the test draws for it, in its own zone. */
const browsersDay = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(DEADLINE));

function Deadline() {
  const { date } = useFormatDate('numeric');
  return <p>Expires {date(DEADLINE)}</p>;
}

/** The server's HTML for the session's boot, then the browser's hydration of it: the texts of both, and React's complaints. */
async function drawnThenHydrated(timeZone: string | undefined) {
  initSession(makeBootData({ timeZone }));
  const slot = document.createElement('div');
  slot.innerHTML = renderToString(<Deadline />);
  document.body.append(slot);
  const drawn = slot.textContent;
  const mismatches: unknown[] = [];
  await act(async () => {
    hydrateRoot(slot, <Deadline />, { onRecoverableError: (error) => mismatches.push(error) });
  });
  const after = slot.textContent;
  slot.remove();
  return { drawn, after, mismatches };
}

test("the server and the hydrating render draw the day in the session's zone (the candidate's, from the boot), then the browser's own", async () => {
  const page = await drawnThenHydrated('Pacific/Kiritimati');
  expect(page.drawn).toBe('Expires 12/10/2026');
  expect(page.mismatches).toEqual([]);
  // Then the browser's own day (12/09 on a machine in UTC: the page had been drawn for a device in UTC+14).
  expect(page.after).toBe(`Expires ${browsersDay}`);
});

test('without a zone in the boot (a browser\'s first page), the server and the hydration draw UTC', async () => {
  const page = await drawnThenHydrated(undefined);
  expect(page.drawn).toBe('Expires 12/09/2026');
  expect(page.mismatches).toEqual([]);
  expect(page.after).toBe(`Expires ${browsersDay}`);
});
