import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; libraries that encode text (the transport's streams, pdf.js) need them at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });
