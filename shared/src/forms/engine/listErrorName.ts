/**
 * The field that carries a dynamic list's own error (entry count). It is separate from the list's value field
 * because final-form keeps errors in a tree shaped like the values: a message stored at 'jobs' would collide
 * with the entries' errors at 'jobs[0].title'.
 */
export function listErrorName(list: string): string {
  return `${list}__entries`;
}
