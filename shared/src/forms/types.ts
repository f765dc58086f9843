// The form definition types; they live in rules/ so the server can compile the rules on their own.
export type * from './rules/types';
