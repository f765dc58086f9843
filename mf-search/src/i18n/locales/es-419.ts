import type { Messages } from '@careers/shared/i18n';

/**
 * mf-search's Latin American Spanish texts (es-419): only those that differ from es.ts, which a visitor shown es-419
 * reads through (readThrough). Register: tú, as es.ts and as Latin American careers sites write. Latin American usage:
 * postulación (not candidatura), ingresar (not introducir), agregar (not añadir), completar (not rellenar), the preterite
 * (ya iniciaste sesión), título and institución educativa. Terms: shared/src/i18n/glossaries/es-419.json.
 */
export default {
  // features/search/alertMessages.ts
  'alerts.invalidEmail': 'Ingresa un correo electrónico válido.',

  // features/details/matchProfileMessages.ts
  'details.match.profileLink': 'Agrega habilidades o sube tu currículum en tu perfil',

  // features/details/appliedMessages.ts
  'details.followApplication': 'Sigue tu postulación',

  // assistant/assistantPanelMessages.ts
  'assistant.introApplications': 'Iniciaste sesión, así que también puedo responder sobre tus postulaciones.',

  // cart/cartPanelMessages.ts
  'cart.empty':
    'Tu carrito de empleos está vacío. Agrega puestos desde los resultados de búsqueda para guardarlos aquí.',

  // cart/cartMessages.ts
  'cart.add': 'Agregar al carrito de empleos',
  'cart.added': 'Agregado al carrito de empleos',
  'cart.closed': 'Este puesto está cerrado y ya no acepta postulaciones.',

  // i18n/searchMessages.ts
  'details.notLoaded': 'Esta parte de la página no se cargó: presiona «Reintentar» debajo de los resultados',
  'details.closed': 'Este puesto está cerrado y ya no acepta postulaciones.',
} satisfies Messages;
