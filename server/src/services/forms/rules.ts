// The one door from server code to the shared form rules (shared/src/forms/rules): the same code the
// browser toolkit validates with, so a submission the server refuses shows the messages the form showed.
// Imported by relative path (not @careers/shared): the server build compiles these files with its own.
export * from '../../../../shared/src/forms/rules';
