import type { Candidate } from '../candidates';

// Who may edit a company's theme (issue 32): accounts whose role is 'theme_editor' (candidates.role, migration 033),
// the company's brand people. Everyone else must not learn the builder exists: its data answers them 404, the
// way an unknown address does, and a change 403 (routes/themeBuilder.ts).

/** Whether `candidate` edits this company's theme. */
export const canEditTheme = (candidate: Candidate | null): boolean => candidate?.role === 'theme_editor';
