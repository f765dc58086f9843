import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { resetStores } from '@careers/shared/state';

// jsdom lacks these; libraries that encode text (the transport's streams, pdf.js) need them at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// The stores live as long as the test file: each test starts from their initial state (no toasts, the login modal
// closed, no session), whatever the test before it left. A test that needs another start sets it itself.
beforeEach(resetStores);
