// Async boundary: the federation runtime must initialise the share scope before any shared
// module (react, @careers/shared …) is used, or the page stays blank (RUNTIME-006). "eager"
// keeps the boundary but bundles bootstrap into this entry file: one download less, and one
// gzip stream with the libraries it uses.
//
// The start-up runs in browser tasks of its own (issue 27): the federation runtime's start, then the
// module code of the biggest libraries, then the chrome's components, then the rest of the shell. In one task they blocked a phone at
// 4x CPU for 0.3-0.9 s; between them the browser can paint and answer a tap. The page is the server's HTML
// until then. Each import only evaluates a module the shell uses anyway, earlier.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void nextTask()
  .then(() => import(/* webpackMode: "eager" */ 'react-dom/client'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ '@emotion/styled'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ '@careers/shared/ui'))
  .then(nextTask)
  // The chrome's components (and the shared modules they first use) in a task of their own: in bootstrap's task
  // they made it 0.3-0.4 s at 4x CPU.
  .then(() => import(/* webpackMode: "eager" */ './chrome/ShellRoot'))
  .then(nextTask)
  .then(() => import(/* webpackMode: "eager" */ './bootstrap'));
