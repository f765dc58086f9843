import type { Messages } from '@careers/shared/i18n';

/**
 * shell's Latin American Spanish texts (es-419): only those that differ from es.ts, which a visitor shown es-419
 * reads through (readThrough). Register: tú, as es.ts and as Latin American careers sites write. Latin American usage:
 * postulación (not candidatura), ingresar (not introducir), agregar (not añadir), completar (not rellenar), the preterite
 * (ya iniciaste sesión), título and institución educativa. Terms: shared/src/i18n/glossaries/es-419.json.
 */
export default {
  // i18n/shellMessages.ts
  'shell.login.required': 'Ingresa tu correo y tu contraseña.',
  'shell.login.already.title': 'Ya iniciaste sesión',
  'shell.login.already.who': 'Iniciaste sesión como %(name)s.',
  'shell.notFound.text': 'La página que buscas no existe o se movió.',
  'shell.title.applications': 'Postulaciones',
} satisfies Messages;
