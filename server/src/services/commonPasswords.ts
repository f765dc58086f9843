import type { dictionary } from '@zxcvbn-ts/language-common';

let common: ReadonlySet<string> | undefined;
let loads = 0;

/**
 * The common and breached passwords zxcvbn ships (about 49,000, lower-cased there already).
 * Loaded on the first sign-up rather than at start-up: decompressing the list takes a noticeable
 * moment and a few megabytes, which most requests (and most test files) never need.
 */
function commonPasswords(): ReadonlySet<string> {
  if (!common) {
    // require, not a top-level import: the load must happen here, on first use, and synchronously.
    const words = (require('@zxcvbn-ts/language-common') as { dictionary: typeof dictionary }).dictionary['passwords-common'];
    common = new Set(words.map((word) => word.toLowerCase()));
    loads += 1;
  }
  return common;
}

/** True when the password (in any letter case) is on the shipped list of common passwords. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.normalize('NFC').toLowerCase());
}

/** How many times the list was read in this process — for the test that proves it is read once. */
export function commonPasswordListLoads(): number {
  return loads;
}
