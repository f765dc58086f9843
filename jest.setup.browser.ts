import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { registerLocales } from '@careers/shared/i18n';
import { resetStores } from '@careers/shared/state';
import { allLocales as shared } from './shared/src/i18n/allLocales';
import { allLocales as shell } from './shell/src/i18n/allLocales';
import { allLocales as search } from './mf-search/src/i18n/allLocales';
import { allLocales as dashboard } from './mf-dashboard/src/i18n/allLocales';
import { allLocales as forms } from './mf-forms/src/i18n/allLocales';
import { allLocales as offers } from './mf-offers/src/i18n/allLocales';
import { allLocales as notifications } from './mf-notifications/src/i18n/allLocales';

// jsdom lacks these; libraries that encode text (the transport's streams, pdf.js) need them at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Every package's catalogues of every locale, as the server's renderers have them: a test that draws a page in Spanish
// (a provider's `locale`, or `showLocale`) finds its texts without the lazy chunks the browser fetches (loadLocale
// and its chunks are tested on their own: localeLoading.test.ts, and in the browser by the e2e tests).
for (const [owner, catalogues] of Object.entries({ shared, shell, search, dashboard, forms, offers, notifications })) registerLocales(owner, catalogues);

// The stores live as long as the test file: each test starts from their initial state (no toasts, the login modal
// closed, no session), whatever the test before it left. A test that needs another start sets it itself.
beforeEach(resetStores);

// How long findBy*/waitFor wait for what the user would see. testing-library's 1 s default is shorter than a first
// render can take on a loaded 2-core CI machine, where the first test of a file also transforms the lazy parts it
// pulls in (DashboardFirstRun's first test timed out so at load 26 and passed alone). Waiting longer changes no
// passing test's outcome; a failing one fails after 5 s instead of 1.
configure({ asyncUtilTimeout: 5000 });
