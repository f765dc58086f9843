import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { browserUiFeaturesOff } from '../../scripts/chromiumFlags.mjs';

// The browser the suite drives, as Chromium actually started it (scripts/chromiumFlags.mjs says why its switches
// are what they are). Linux's /proc: the browser is a child of this worker process, its renderers children of its
// zygote. The suite runs Debian's headless shell, which has no address bar; the switches also serve the benches'
// full Chromium (CHROME_PATH=/usr/bin/chromium runs the suite on it).

interface Proc {
  pid: number;
  ppid: number;
  args: string[];
}

function processes(): Proc[] {
  const all: Proc[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      // A zygote's children rename themselves: their command line is one string, spaces between the switches.
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split(/[\0 ]/).filter(Boolean);
      all.push({ pid: Number(entry), ppid, args });
    } catch {
      // The process ended while it was read.
    }
  }
  return all;
}

/** Every process started, directly or not, by this worker. */
function descendants(): Proc[] {
  const all = processes();
  const mine = new Set([process.pid]);
  let grown = true;
  while (grown) {
    grown = false;
    for (const p of all) {
      if (mine.has(p.pid) || !mine.has(p.ppid)) continue;
      mine.add(p.pid);
      grown = true;
    }
  }
  return all.filter((p) => p.pid !== process.pid && mine.has(p.pid));
}

const isChromium = (p: Proc) => /chrom/.test(p.args[0] ?? '');

/** This worker's browser process. */
function ourBrowser(): Proc {
  const browser = descendants().find((p) => isChromium(p) && !p.args.some((a) => a.startsWith('--type=')));
  if (!browser) throw new Error('no Chromium browser process under this worker');
  return browser;
}

/** The renderer processes of this worker's browser (its zygote's children). */
function ourRenderers(): Proc[] {
  return descendants().filter((p) => isChromium(p) && p.args.includes('--type=renderer'));
}

const featuresOff = (p: Proc) => p.args.filter((a) => a.startsWith('--disable-features=')).map((a) => a.slice('--disable-features='.length).split(','));

test('the browser keeps the launcher\'s disabled features and ours in its one effective --disable-features', async ({ page }) => {
  await page.goto('/healthz');
  const lists = featuresOff(ourBrowser());
  // Chromium reads the last switch only: it must carry every feature an earlier one (Playwright's) turned off.
  const last = new Set(lists.at(-1));
  for (const earlier of lists.slice(0, -1)) expect(earlier.filter((f) => !last.has(f)), 'features Playwright turns off that scripts/chromiumFlags.mjs lost').toEqual([]);
  for (const feature of browserUiFeaturesOff) expect(last.has(feature)).toBe(true);
});

test('a new browser context starts no renderer for the address bar\'s WebUI popup', async ({ browser }) => {
  // Two contexts, as two tests have: each started one (about 1 s of CPU) while the feature was on.
  for (let i = 0; i < 2; i += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/healthz');
    await expect(page.locator('body')).toContainText('ok');
    const renderers = ourRenderers();
    expect(renderers.length).toBeGreaterThan(0);
    expect(renderers.filter((p) => p.args.includes('--top-chrome-webui')).map((p) => p.pid)).toEqual([]);
    await context.close();
  }
});
