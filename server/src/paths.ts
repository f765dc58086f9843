import path from 'node:path';

// This file sits in server/src (tests, ts tooling) or, built, in server/dist/server/src: the build
// keeps the repository layout under dist because it compiles shared/src/forms/rules too.
const BUILT = path.basename(path.resolve(__dirname, '..', '..')) === 'dist';

/** The server package folder (holds `static/`). */
const SERVER_ROOT = BUILT ? path.resolve(__dirname, '..', '..', '..') : path.resolve(__dirname, '..');

/** The repository root the server assumes when REPO_ROOT is not set. */
export const DEFAULT_REPO_ROOT = path.resolve(SERVER_ROOT, '..');

/** Files the server ships itself (hero image …), served under /static/. */
export const STATIC_DIR = path.join(SERVER_ROOT, 'static');
