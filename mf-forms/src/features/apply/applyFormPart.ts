// What the apply page draws with the forms toolkit (@careers/shared/forms: the form engine, its widgets,
// validators, DOMPurify, ~200 KB of script), in a chunk of its own (issue 27). The page's first render (its
// heading and loading state) and its data call no longer wait behind evaluating it, and evaluating it is a
// task of its own instead of part of one long start-up task.
export { ApplyForm } from './ApplyForm';
export { SanitizedHtml } from '@careers/shared/forms';
