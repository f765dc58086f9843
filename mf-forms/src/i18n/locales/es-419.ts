import type { Messages } from '@careers/shared/i18n';

/**
 * mf-forms's Latin American Spanish texts (es-419): only those that differ from es.ts, which a visitor shown es-419
 * reads through (readThrough). Register: tú, as es.ts and as Latin American careers sites write. Latin American usage:
 * postulación (not candidatura), ingresar (not introducir), agregar (not añadir), completar (not rellenar), the preterite
 * (ya iniciaste sesión), título and institución educativa. Terms: shared/src/i18n/glossaries/es-419.json.
 */
export default {
  // i18n/formsMessages.ts
  'formsPage.apply.closedHeading': 'Postulaciones cerradas: %(position)s',
  'formsPage.apply.closed': 'Este puesto ya no acepta postulaciones.',
  'formsPage.apply.draftSaved': 'Se guardó el borrador de tu postulación. Puedes terminarla más tarde.',
  'formsPage.apply.draftDeleted': 'Se eliminó el borrador de la postulación',
  'formsPage.apply.draftDeleteFailed': 'No se pudo eliminar el borrador de la postulación',
  'formsPage.apply.submit': 'Enviar postulación',
  'formsPage.apply.submitFailed': 'No se pudo enviar tu postulación. Inténtalo de nuevo.',
  'formsPage.apply.loggedOut':
    'Te estás postulando sin una cuenta. Inicia sesión para guardar un borrador y seguir tu postulación.',
  'formsPage.apply.doneHeading': 'Postulación enviada',
  'formsPage.apply.dashboard': 'Sigue tu postulación en el panel',
} satisfies Messages;
