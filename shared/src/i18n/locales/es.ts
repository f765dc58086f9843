import type { Messages } from '../types';

/** The shared package's Spanish texts: loaded only for a visitor shown Spanish (loadLocale). */
export default {
  'shared.state.loading': 'Cargando',
  'shared.state.error': 'Se produjo un error al obtener los datos',
  'shared.state.empty': 'No se encontraron datos',
  'shared.state.retry': 'Reintentar',
  'shared.query.error': 'Se produjo un error al cargar los resultados',
  'shared.toast.close': 'Cerrar notificación',
  'shared.modal.close': 'Cerrar',
  'shared.errorPage.title': 'Error interno del servidor',
  'shared.errorPage.apology': 'Lo sentimos: algo salió mal por nuestra parte. Vuelva a intentarlo en un momento.',
  'shared.errorPage.back': 'Volver a empleos',
  'shared.errorPage.contact': 'Contáctenos',
  'shared.errorPage.details': 'Detalles del error',
  'shared.transport.session_timeout': 'La sesión ha caducado.',
  'shared.transport.invalid_csrf': 'Token CSRF no válido.',
  'shared.transport.rate_limited': 'Vuelva a intentarlo en unos minutos',
  'shared.transport.permission_denied': 'El usuario no tiene permisos para realizar esta acción',
  'shared.transport.api_error': 'Error en la respuesta de la API',
  'shared.transport.invalid_json': 'Se produjo un error inesperado.',
  'shared.transport.server_error': 'Error del servidor. Vuelva a intentarlo.',
  'shared.transport.network_error': 'Error en la respuesta',
  'shared.transport.request_failed': 'Hubo un problema con la solicitud',
} satisfies Messages;
