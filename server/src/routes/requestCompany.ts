/** JSON-schema pieces every position call shares. */
export const domainField = { type: 'string', maxLength: 253 } as const;
/** Position ids are positive integers; strings of digits are read as numbers. */
export const positionIdField = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;
