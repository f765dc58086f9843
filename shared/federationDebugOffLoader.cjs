// webpack loader of the browser builds (issue 27): the federation runtime's isDebugMode() (@module-federation/sdk,
// dist/env.js) asks `localStorage.getItem('FEDERATION_DEBUG')` whenever FEDERATION_DEBUG is not true, and the
// build defines FEDERATION_DEBUG false. That read opens the origin's storage area synchronously on the runtime's
// start: 50-1000 ms of the shell's first task on a phone at 4x CPU (more the busier the device), for a debug switch
// no visitor uses. Here its answer becomes the build's: debug output stays off, and the storage is never opened.
'use strict';

// The one line of env.js (ES module and CommonJS builds alike) that falls back to the browser's storage.
const STORAGE_FALLBACK = /return isBrowserDebug\(\);/;

module.exports = function federationDebugOff(source) {
  // A new sdk that words it differently must fail the build, not quietly read the storage again.
  if (!STORAGE_FALLBACK.test(source)) {
    throw new Error(`federationDebugOffLoader: ${this.resourcePath} no longer has "return isBrowserDebug();"; look at how the new @module-federation/sdk decides isDebugMode and update the loader`);
  }
  return source.replace(STORAGE_FALLBACK, 'return false;');
};

/** The files the loader applies to: the sdk's env module, in its ES module and CommonJS builds. */
module.exports.test = /[\\/]@module-federation[\\/]sdk[\\/]dist[\\/]env\.c?js$/;
