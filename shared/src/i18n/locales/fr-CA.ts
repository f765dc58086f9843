import type { Messages } from '../types';

/**
 * shared's Canadian French texts (fr-CA), every feature's: loaded only for a visitor shown Canadian French (loadLocale).
 * Only the texts where Canadian French differs from French (fr.ts, read through for every other key): "courriel" for
 * e-mail, "entrevue" for interview, "téléverser" for upload, "titre du poste", and Quebec typography (no space before
 * ; ! ?). Formal "vous", as fr.ts and Quebec employers' careers sites. Terms as in shared/src/i18n/glossaries/fr-CA.json.
 */
export default {
  // forms/texts.ts
  'forms.uploadFailed': 'Le fichier n’a pas pu être téléversé',
  'forms.uploading': '(téléversement en cours…)',
  'forms.profileFile': '%(name)s, téléversé le %(date)s',
  'forms.uploadNew': 'En téléverser un nouveau',

  // forms/engine/esignFrameTexts.ts
  'forms.esign.notShowing': 'Le document ne s’affiche pas?',

  // forms/rules/messages.ts
  'forms.rule.email': 'L’adresse courriel n’est pas valide. Utilisez le format « nom@exemple.com ».',
  'forms.rule.minFiles':
    '{count, plural, one {Téléversez au moins # fichier.} other {Téléversez au moins # fichiers.}}',
  'forms.rule.maxFiles':
    '{count, plural, one {Téléversez # fichier au maximum.} other {Téléversez # fichiers au maximum.}}',
  'forms.rule.fileUploading': 'Attendez la fin du téléversement de ces fichiers : %(files)s.',
} satisfies Messages;
