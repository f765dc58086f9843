import type { Messages } from '@careers/shared/i18n/types';

// Latin American Spanish (es-419): only what differs from es.ts, in tú as es.ts. 'postulación' (not candidatura),
// ingresar, agregar, the preterite, as Latin American careers sites write (shared/src/i18n/glossaries/es-419.json).
export default {
  'server.notifications.applications.title': 'Postulaciones',

  // The job page: the match explanation and the insights.
  'server.match.addSkills': 'Agrega tus habilidades a tu perfil para ver cómo encajan con este puesto.',
  'server.match.yearsToCompare':
    'Este puesto pide alrededor de {required, plural, one {# año} other {# años}} de experiencia; agrega la tuya a tu perfil para compararla.',

  'server.resume.education': 'Educación',

  'server.error.apology': 'Lo sentimos: algo falló por nuestra parte. Vuelve a intentarlo en unos momentos.',
  'server.error.notFound': 'No encontramos la página que buscas.',
  'server.login.lead': 'Te damos la bienvenida de nuevo. Inicia sesión para ver tus postulaciones y ofertas.',
  'server.login.signupLead': 'Guarda empleos, envía tus postulaciones más rápido y sigue tu progreso.',
  'server.login.alreadyHeading': 'Ya iniciaste sesión',
  'server.login.loggedInAs': 'Iniciaste sesión como {who}.',
  'server.closedApply.text': 'Este puesto ya no acepta postulaciones.',
  'server.closedApply.heading': 'Postulaciones cerradas: {position}',
  'server.verify.lead':
    'Elige un PDF de un documento de oferta de empleo firmado en este sitio para comprobar si lleva el sello digital del sitio y no se modificó desde que se firmó. El archivo se verifica y después se olvida: no se guarda nada.',
  'server.alerts.subscribed':
    'Revisa tu bandeja de entrada: te enviamos un enlace para confirmar tu alerta de empleo. No recibirás correos sobre empleos hasta que la confirmes.',
  'server.alerts.unsubscribedTitle': 'Cancelaste la suscripción',
  // The account's texts in API answers (issue 30): settings, profile and dashboard (appended by accounttexts).
  'server.account.currentPasswordMissing': 'Ingresa tu contraseña actual.',
  'server.account.emailInvalid': 'Ingresa un correo electrónico válido.',
  'server.field.firstNameMissing': 'Ingresa tu nombre.',
  'server.field.lastNameMissing': 'Ingresa tus apellidos.',
  'server.profile.skillsLabel': 'Agrega tus habilidades',
  'server.profile.yearsLabel': 'Agrega tus años de experiencia',
  'server.profile.experienceLabel': 'Agrega tu experiencia laboral',
  'server.profile.educationLabel': 'Agrega tu educación',
  'server.profile.educationWhy': 'Algunos puestos piden un título; tu currículum exportado incluye tu educación.',
  'server.profile.locationLabel': 'Agrega tu ubicación',
  'server.profile.nameLabel': 'Agrega tu nombre completo',
  'server.profile.avatarLabel': 'Agrega una foto de perfil',
  'server.dashboard.nextApplied': 'El equipo de selección revisa tu postulación. Te responderemos en cualquier caso.',
  'server.dashboard.stageReceived': 'Postulación recibida',
  'server.profileEdit.entryMissing':
    'Ingresa {field, select, title {el puesto} company {la empresa} school {la institución educativa} other {el título}}.',
  'server.profileEdit.entryTooLong':
    'Usa como máximo {max, plural, one {# carácter} many {# caracteres} other {# caracteres}} para {field, select, title {el puesto} company {la empresa} school {la institución educativa} other {el título}}.',
  'server.profileEdit.control':
    'Quita los saltos de línea, tabulaciones y otros caracteres de control {field, select, title {del puesto} company {de la empresa} school {de la institución educativa} degree {del título} skill {de la habilidad} other {de la ubicación}}.',
  'server.profileEdit.dateFormat':
    'Ingresa la fecha de {field, select, startDate {inicio} other {fin}} como AAAA-MM o AAAA.',
  'server.profileEdit.skillMissing': 'Ingresa una habilidad.',
  'server.profileEdit.locationNotText': 'Ingresa tu ubicación como texto.',
  'server.profileEdit.locationMissing': 'Ingresa tu ubicación.',
  'server.profileEdit.photoUpload': 'Sube una foto para agregarla.',
  'server.profileEdit.yearsRange': 'Ingresa tus años de experiencia como un número entero del 0 al {max}.',
  'server.apply.noForm': 'Esta empresa no tiene formulario de postulación.',
  'server.apply.positionClosed': 'Este puesto ya no acepta postulaciones.',
  'server.apply.alreadyApplied': 'Ya enviaste una postulación para este puesto.',
  'server.apply.tooManyDrafts':
    'Puedes guardar como máximo {max, plural, one {# borrador de postulación} many {# borradores de postulación} other {# borradores de postulación}}. Elimina algunos en tu panel primero.',
  'server.apply.emailRequired': 'Se necesita un correo electrónico para enviar una postulación sin iniciar sesión.',
  'server.offerUpload.fullName': 'Ingresa tu nombre completo',
  // The theme builder (issue 32): only what differs.
  'server.theme.unknownImage': 'El tema nombra una imagen que no se cargó en este sitio ({token}). Vuelve a cargar la imagen.',
  'server.theme.svgRefused': 'No se aceptan imágenes SVG: carga un PNG, JPEG o WebP.',
} satisfies Messages;
