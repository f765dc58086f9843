import type { Messages } from '@careers/shared/i18n';

/** mf-dashboard's Spanish texts, every feature's: loaded only for a visitor shown Spanish (loadLocale). */
export default {
  // features/settings/accountDeletedMessages.ts
  'accountDeleted.heading': 'Tu cuenta se ha eliminado',
  'accountDeleted.done': 'Tu cuenta, perfil, candidaturas, borradores, formularios, archivos, empleos y búsquedas guardados y notificaciones se han eliminado, y has cerrado la sesión.',
  'accountDeleted.keptHeading': 'Qué se ha conservado',
  'accountDeleted.kept':
    'Las ofertas que firmaste se conservan: los documentos firmados y el registro de cómo se firmaron (cuándo, desde qué dirección y navegador), porque la ley obliga a la empresa a conservar la prueba de un contrato de trabajo. Se conservan sin tu nombre, correo electrónico ni contraseña.',
  'accountDeleted.search': 'Buscar empleos',

  // features/savedSearches/savedSearchesMessages.ts
  'savedSearches.heading': 'Búsquedas guardadas',
  'savedSearches.allJobs': 'Todos los empleos',
  'savedSearches.in': 'en %(location)s',
  'savedSearches.savedOn': 'Guardada el %(date)s',
  'savedSearches.alert': 'Alertas de nuevos empleos',
  'savedSearches.alert.inApp': 'Solo notificación en la aplicación',
  'savedSearches.alert.email': 'Notificación en la aplicación y correo',
  'savedSearches.alertSaved': 'Preferencia de alerta guardada',
  'savedSearches.alertFailed': 'No se pudo cambiar la alerta. Inténtalo de nuevo.',
  'savedSearches.remove': 'Eliminar',
  'savedSearches.removeLabel': 'Eliminar la búsqueda guardada %(name)s',
  'savedSearches.removed': 'Búsqueda guardada eliminada',
  'savedSearches.removeFailed': 'No se pudo eliminar la búsqueda guardada',
  'savedSearches.hint': 'Guarda una búsqueda desde la página de empleos para enterarte de nuevos empleos.',
} satisfies Messages;
