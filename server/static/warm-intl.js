// Started by the first script of every page the shell draws (server/src/views/shellPage.ts), off the main thread.
// A renderer's first Intl call loads ICU's data (time zones, number and date patterns, plural rules) for the
// whole process: measured 50-200 ms in Chromium on this project's machines, all of it one long task of the
// page's main thread when the page pays it (the transport's time zone, a formatted count or date). Paid here
// first, in a worker of the same renderer, the page's own first calls find the data loaded (under 1 ms).
'use strict';
try {
  var lang = new URL(self.location.href).searchParams.get('lang') || undefined;
  Intl.DateTimeFormat().resolvedOptions();
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(0);
  new Intl.NumberFormat(lang).format(1234.5);
  new Intl.PluralRules(lang).select(1);
  new Intl.RelativeTimeFormat(lang).format(-1, 'day');
} catch (error) {
  // An unknown language or an old browser: the page pays the first call itself, as it would without this.
} finally {
  self.close();
}
