// The one door from server code to the shared form rules (shared/src/forms/rules): the same code the
// browser toolkit validates with, so a submission the server refuses shows the messages the form showed.
// Through the face's Node subpath (not @careers/shared/forms, the React toolkit): the server build compiles
// these files with its own, and the built server loads that copy (scripts/linkSharedFace.mjs).
export * from '@careers/shared/forms/rules';
