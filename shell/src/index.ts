import { runInTasks } from './startUpSteps';

// Async boundary: the federation runtime must initialise the share scope before any shared
// module (react, @careers/shared …) is used, or the page stays blank (RUNTIME-006). "eager"
// keeps the boundary but bundles bootstrap into this entry file: one download less, and one
// gzip stream with the libraries it uses.
//
// The start-up runs in browser tasks of its own (issue 27): the federation runtime's start (this file's task), then
// the module code of the biggest libraries one by one (each with the federation runtime's set-up of its share key),
// then the chrome's components, then the rest of the shell. In one task they blocked a phone at 4x CPU for
// 0.3-0.9 s; between them the browser can paint and answer a tap. The page is the server's HTML until then. Each
// import only evaluates a module the shell uses anyway, earlier; the order follows their imports (a library before
// the ones that import it), so no step evaluates the next one's module too.
const startUp = [
  () => import(/* webpackMode: "eager" */ 'react-dom/client'),
  () => import(/* webpackMode: "eager" */ '@emotion/styled'),
  () => import(/* webpackMode: "eager" */ 'valtio/react'),
  () => import(/* webpackMode: "eager" */ '@careers/shared/i18n'),
  () => import(/* webpackMode: "eager" */ '@careers/shared/ui'),
  // The chrome's components (and the shared modules they first use): in bootstrap's task they made it 0.3-0.4 s.
  () => import(/* webpackMode: "eager" */ './chrome/ShellRoot'),
  () => import(/* webpackMode: "eager" */ 'single-spa'),
  () => import(/* webpackMode: "eager" */ './bootstrap'),
];

void runInTasks(startUp);
