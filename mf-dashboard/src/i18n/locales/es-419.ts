import type { Messages } from '@careers/shared/i18n';

/**
 * mf-dashboard's Latin American Spanish texts (es-419): only those that differ from es.ts, which a visitor shown es-419
 * reads through (readThrough). Register: tú, as es.ts and as Latin American careers sites write. Latin American usage:
 * postulación (not candidatura), ingresar (not introducir), agregar (not añadir), completar (not rellenar), the preterite
 * (ya iniciaste sesión), título and institución educativa. Terms: shared/src/i18n/glossaries/es-419.json.
 */
export default {
  // features/dashboard/dashboardMessages.ts
  'dashboard.tab.applications': 'Postulaciones',
  'dashboard.tab.inactive_applications': 'Postulaciones inactivas',
  'dashboard.tab.draft_applications': 'Borradores de postulación',
  'applications.heading': 'Postulaciones',
  'applications.active': 'Postulaciones activas',
  'applications.inactive': 'Postulaciones inactivas',
  'applications.withdraw': 'Retirar postulación',
  'applications.withdrawLabel': 'Retirar postulación a %(position)s',
  'applications.withdrawConfirm':
    '¿Quieres retirar tu postulación a %(position)s? La empresa dejará de tenerla en cuenta.',
  'applications.withdrawKeep': 'Mantener postulación',
  'applications.withdrawn': 'Postulación retirada',
  'applications.withdrawFailed': 'No se pudo retirar la postulación',
  'interviews.ics': 'Agregar al calendario (.ics)',
  'interviews.icsLabel': 'Agregar al calendario (.ics): %(kind)s para %(position)s',
  'drafts.continue': 'Continuar postulación',
  'drafts.continueLabel': 'Continuar postulación: %(position)s',
  'drafts.deleted': 'Borrador de postulación eliminado',
  'drafts.deleteFailed': 'No se pudo eliminar el borrador de postulación',

  // features/profile/profileMessages.ts
  'profile.basics.firstNameMissing': 'Ingresa tu nombre.',
  'profile.basics.lastNameMissing': 'Ingresa tus apellidos.',
  'profile.basics.yearsInvalid': 'Ingresa tus años de experiencia como un número entero de 0 a %(max)s.',
  'profile.skills.field': 'Agrega una habilidad',
  'profile.skills.add': 'Agregar habilidad',
  'profile.experience.add': 'Agregar empleo',
  'profile.experience.empty': 'Aún no tienes experiencia laboral. Completa un empleo abajo y elige «Agregar empleo».',
  'profile.experience.titleMissing': 'Ingresa el puesto.',
  'profile.experience.companyMissing': 'Ingresa la empresa.',
  'profile.education.heading': 'Educación',
  'profile.education.add': 'Agregar educación',
  'profile.education.empty': 'Aún no agregaste tu educación. Completa un título abajo y elige «Agregar educación».',
  'profile.education.editForm': 'Editar educación',
  'profile.education.degree': 'Título',
  'profile.education.degreeMissing': 'Ingresa el título.',
  'profile.education.degreeTooLong': 'Usa como máximo %(max)s caracteres para el título.',
  'profile.education.school': 'Institución educativa',
  'profile.education.schoolMissing': 'Ingresa la institución educativa.',
  'profile.education.schoolTooLong': 'Usa como máximo %(max)s caracteres para la institución educativa.',
  'profile.entry.startInvalid': 'Ingresa la fecha de inicio como AAAA-MM o AAAA.',
  'profile.entry.endInvalid': 'Ingresa la fecha de fin como AAAA-MM o AAAA.',
  'profile.resume.empty':
    'Aún no tienes currículums. Sube uno arriba (PDF o DOCX) para completar tu perfil a partir de él.',
  'profile.review.intro':
    '%(name)s. Marca lo que quieras agregar a tu perfil. Nada de lo que escribiste cambia si no lo marcas.',
  'profile.review.skills': 'Habilidades para agregar',
  'profile.review.jobs': 'Empleos para agregar',
  'profile.review.confirm': 'Agregar a mi perfil',
  'profile.review.nothingTicked':
    'No hay nada marcado, así que no se agregó nada. Marca lo que quieras agregar a tu perfil o elige «Ahora no».',

  // features/settings/settingsMessages.ts
  'settings.notifications.applications': 'Postulaciones',
  'settings.notifications.applications.description': 'Confirmaciones de las postulaciones que envías.',
  'settings.notifications.forms.description':
    'Formularios que la empresa te pide completar, como los de incorporación.',
  'settings.data.text':
    'Un archivo JSON con todos los registros que guardamos sobre ti: cuenta, postulaciones, borradores, formularios, archivos (descritos, con un enlace de descarga para cada uno), ofertas, notificaciones y todo lo demás.',
  'settings.delete.text':
    'Se eliminan tu cuenta, perfil, postulaciones, borradores, formularios, archivos, empleos y búsquedas guardados y notificaciones. No se puede deshacer.',
  'settings.delete.passwordMissing': 'Ingresa tu contraseña.',

  // features/settings/accountDeletedMessages.ts
  'accountDeleted.heading': 'Se eliminó tu cuenta',
  'accountDeleted.done':
    'Se eliminaron tu cuenta, perfil, postulaciones, borradores, formularios, archivos, empleos y búsquedas guardados y notificaciones, y se cerró tu sesión.',
  'accountDeleted.keptHeading': 'Qué se conservó',
} satisfies Messages;
