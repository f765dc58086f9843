// Stand-in until saved searches land (issue 13); the owner replaces this file. Settings and the
// dashboard place it.
export function SavedSearchesPanel() {
  return null;
}
