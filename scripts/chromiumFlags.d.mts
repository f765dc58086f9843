// Types of chromiumFlags.mjs for the TypeScript that imports it (e2e/playwright.config.ts and the e2e tests).
export const chromiumSwitches: readonly string[];
export const browserUiFeaturesOff: readonly string[];
export const playwrightFeaturesOff: readonly string[];
export function disableFeaturesSwitch(launcherFeatures: readonly string[]): string;
export const playwrightChromiumArgs: string[];
