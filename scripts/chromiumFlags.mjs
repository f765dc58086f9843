// The switches of every Chromium the tests and benches start (Playwright's end-to-end run, `pnpm bench bundle`,
// `pnpm bench lighthouse`): Debian's build, headless, no sandbox (containers), no GPU, nothing fetched from Google.

/** Switches besides the features. */
export const chromiumSwitches = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/**
 * Features of the browser's own window turned off. Chromium 156 draws the address bar's suggestion popup with a
 * WebUI page and, in headless mode too, starts a renderer for it in every new browser context (each Playwright
 * test has one): about 1 s of CPU each, though no one ever sees the popup. With these off, 36 end-to-end tests
 * took 170 s of CPU instead of 285 and 97 s instead of 152 on 2 cores; a Lighthouse run no longer shares the CPU
 * with it while it times the page.
 */
export const browserUiFeaturesOff = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/**
 * Playwright 1.65's own `--disable-features` list, restated: Chromium keeps only the last `--disable-features`
 * switch, so ours must carry the launcher's too. e2e/tests/browserUnderTest.spec.ts reads the running browser's
 * command line and fails when this list misses one the launcher passed (a Playwright upgrade).
 */
export const playwrightFeaturesOff = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** One `--disable-features` switch: the launcher's features (from its own flags or a list) and ours. */
export function disableFeaturesSwitch(launcherFeatures) {
  const features = launcherFeatures.flatMap((entry) => (entry.startsWith('--disable-features=') ? entry.slice('--disable-features='.length).split(',') : entry.startsWith('--') ? [] : [entry]));
  return `--disable-features=${[...new Set([...features, ...browserUiFeaturesOff])].filter(Boolean).join(',')}`;
}

/** The switches for a browser Playwright launches. */
export const playwrightChromiumArgs = [...chromiumSwitches, disableFeaturesSwitch(playwrightFeaturesOff)];
