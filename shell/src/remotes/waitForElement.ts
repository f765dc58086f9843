/**
 * Finds an element that may not exist yet: looks now, then once per `intervalMs`, up to `tries`
 * times (spec §4: the bell's slot is searched once per second for about 10 tries). Resolves null
 * when it gives up. No dependencies, so embed.js can use it too.
 */
export function waitForElement(selector: string, { intervalMs = 1000, tries = 10, root = document } = {}): Promise<HTMLElement | null> {
  return new Promise((resolve) => {
    let attempts = 0;
    const look = () => {
      const found = root.querySelector<HTMLElement>(selector);
      attempts += 1;
      if (found) resolve(found);
      else if (attempts >= tries) resolve(null);
      else setTimeout(look, intervalMs);
    };
    look();
  });
}
