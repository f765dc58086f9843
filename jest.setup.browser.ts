import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { resetStores } from '@careers/shared/state';

// jsdom lacks these; libraries that encode text (the transport's streams, pdf.js) need them at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// The stores live as long as the test file: each test starts from their initial state (no toasts, the login modal
// closed, no session), whatever the test before it left. A test that needs another start sets it itself.
beforeEach(resetStores);

// How long findBy*/waitFor wait for what the user would see. testing-library's 1 s default is shorter than a first
// render can take on a loaded 2-core CI machine, where the first test of a file also transforms the lazy parts it
// pulls in (DashboardFirstRun's first test timed out so at load 26 and passed alone). Waiting longer changes no
// passing test's outcome; a failing one fails after 5 s instead of 1.
configure({ asyncUtilTimeout: 5000 });
