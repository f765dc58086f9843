// The boot-data contract is written once, in shared/src/contracts/boot: the server compiles it with its
// own sources (rootDir is the repository root, as for the form rules). This file only keeps the old
// import path working until every import names the contract itself.
export type * from '@careers/shared/contracts/boot';
