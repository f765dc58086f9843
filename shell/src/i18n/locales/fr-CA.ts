import type { Messages } from '@careers/shared/i18n';

/**
 * shell's Canadian French texts (fr-CA), every feature's: loaded only for a visitor shown Canadian French (loadLocale).
 * Only the texts where Canadian French differs from French (fr.ts, read through for every other key): "courriel" for
 * e-mail, "entrevue" for interview, "téléverser" for upload, "titre du poste", and Quebec typography (no space before
 * ; ! ?). Formal "vous", as fr.ts and Quebec employers' careers sites. Terms as in shared/src/i18n/glossaries/fr-CA.json.
 */
export default {
  // i18n/shellMessages.ts
  'shell.login.email': 'Courriel',
  'shell.login.createAccount': 'Nouveau ici? Créez un compte',
  'shell.login.required': 'Saisissez votre adresse courriel et votre mot de passe.',
  'shell.login.invalidCredentials': 'Adresse courriel ou mot de passe incorrect.',
  'shell.login.emailTooLong':
    'Cette adresse courriel est trop longue. Une adresse courriel comporte au maximum {max} caractères.',
  'shell.title.interviews': 'Entrevues',
} satisfies Messages;
