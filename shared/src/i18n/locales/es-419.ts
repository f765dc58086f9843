import type { Messages } from '../types';

/**
 * shared's Latin American Spanish texts (es-419): only those that differ from es.ts, which a visitor shown es-419
 * reads through (readThrough). Register: tú, as es.ts and as Latin American careers sites write. Latin American usage:
 * postulación (not candidatura), ingresar (not introducir), agregar (not añadir), completar (not rellenar), the preterite
 * (ya iniciaste sesión), título and institución educativa. Terms: shared/src/i18n/glossaries/es-419.json.
 */
export default {
  // i18n/en.ts
  'shared.transport.session_timeout': 'La sesión expiró.',

  // forms/texts.ts
  'forms.addItem': 'Agregar elemento',
  'forms.skills.add': 'Agregar %(skill)s',

  // forms/engine/esignFrameTexts.ts
  'forms.esign.failedHelp':
    'Verifica tu conexión y vuelve a intentarlo, o abre el documento en una pestaña nueva. Si sigue sin cargarse, comunícate con la empresa que te envió este formulario.',

  // forms/rules/messages.ts
  'forms.rule.dateRange': 'Ingresa una fecha de inicio y una de finalización.',
  'forms.rule.phoneWithCountry': 'Ingresa un número de teléfono y un código de país válidos.',
  'forms.rule.regex': 'Ingresa un valor válido.',
  'forms.rule.minValue': 'Ingresa un valor mayor o igual que %(count)s.',
  'forms.rule.maxValue': 'Ingresa un valor menor o igual que %(count)s.',
  'forms.rule.minItems': '{count, plural, one {Agrega al menos # elemento.} other {Agrega al menos # elementos.}}',
  'forms.rule.maxItems':
    '{count, plural, one {Agrega como máximo # elemento.} other {Agrega como máximo # elementos.}}',
  'forms.rule.invalidValue': 'Ingresa un valor válido.',
  'forms.rule.phoneNumber': 'Ingresa un número de teléfono válido',
} satisfies Messages;
