// Async boundary: the federation runtime must initialise the share scope before any shared
// module (react, @careers/shared …) is used, or the page stays blank (RUNTIME-006). "eager"
// keeps the boundary but bundles bootstrap into this entry file: one download less, and one
// gzip stream with the libraries it uses.
import(/* webpackMode: "eager" */ './bootstrap');
