/** The transport texts of spec §8, word for word. */
export const TRANSPORT_MESSAGES = {
  sessionTimedOut: 'Session timed out.',
  invalidCsrf: 'Invalid CSRF.',
  tooManyRequests: 'Please try again in a few minutes',
  noPermission: 'User does not have permissions to perform this action',
  apiError: 'Error in api response',
  badJson: 'Unexpected error occurred.',
  serverErrorToast: 'Server error. Please try again.',
  network: 'Error with response',
  fallback: 'There was a problem with the request',
} as const;
