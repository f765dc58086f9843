// The boot-data contract is one file, shared/src/boot/types.ts: the server compiles it with its own
// sources (rootDir is the repository root, as for the form rules), so there is no copy to drift.
export type * from '../../../shared/src/boot/types';
