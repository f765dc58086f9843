import { TRANSPORT_MESSAGES as M } from '@careers/shared/transport';
import { registerCatalogue } from './registry';
import type { Messages } from './types';

/**
 * English texts of the shared layer (spec §8, §2). Transport keys are `shared.transport.<TransportError code>`
 * so a screen can translate a caught error by its code.
 */
export const en: Messages = {
  'shared.state.loading': 'Loading',
  'shared.state.error': 'An error occurred while retrieving data',
  'shared.state.empty': 'No data found',
  'shared.state.retry': 'Try again',
  'shared.query.error': 'An error occurred while loading the results',
  'shared.toast.close': 'Close notification',
  'shared.modal.close': 'Close',
  'shared.errorPage.title': 'Internal Server Error',
  'shared.errorPage.apology': "We're sorry — something went wrong on our side. Please try again in a moment.",
  'shared.errorPage.back': 'Back to careers',
  'shared.errorPage.contact': 'Contact us',
  'shared.errorPage.details': 'Error details',
  // A remote that failed to load, mount or render (mf/RemoteFallback.tsx, createLifecycles' last resort).
  'shared.remote.failed': "Sorry, this part of the page didn't load.",
  'shared.remote.failedHelp': 'The rest of the page still works. You can try loading it again.',
  'shared.remote.retry': 'Retry',
  'shared.transport.session_timeout': M.sessionTimedOut,
  'shared.transport.invalid_csrf': M.invalidCsrf,
  'shared.transport.rate_limited': M.tooManyRequests,
  'shared.transport.permission_denied': M.noPermission,
  'shared.transport.api_error': M.apiError,
  'shared.transport.invalid_json': M.badJson,
  'shared.transport.server_error': M.serverErrorToast,
  'shared.transport.network_error': M.network,
  'shared.transport.request_failed': M.fallback,
};

registerCatalogue('en', en);
