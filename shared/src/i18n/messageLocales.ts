/**
 * The locales the shared layer and the shell have messages for (the registry starts with these). Kept apart from
 * the catalogues so the server can read it without loading browser code; a test keeps both in step.
 */
export const MESSAGE_LOCALES: readonly string[] = ['en', 'es'];
