import path from 'node:path';

// This file sits in server/src (tests, ts tooling) or server/dist (built): either way the
// server package is one level up and the repository root two levels up.
/** The server package folder (holds `static/`). */
export const SERVER_ROOT = path.resolve(__dirname, '..');

/** The repository root the server assumes when REPO_ROOT is not set. */
export const DEFAULT_REPO_ROOT = path.resolve(__dirname, '..', '..');

/** Files the server ships itself (hero image …), served under /static/. */
export const STATIC_DIR = path.join(SERVER_ROOT, 'static');
