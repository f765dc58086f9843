// Async boundary: the federation runtime must initialise the share scope before any shared
// module (react, @careers/shared …) is used, or the page stays blank (RUNTIME-006).
import('./bootstrap');
