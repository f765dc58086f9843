import type { Messages } from '@careers/shared/i18n';

/**
 * mf-offers's Canadian French texts (fr-CA), every feature's: loaded only for a visitor shown Canadian French (loadLocale).
 * Only the texts where Canadian French differs from French (fr.ts, read through for every other key): "courriel" for
 * e-mail, "entrevue" for interview, "téléverser" for upload, "titre du poste", and Quebec typography (no space before
 * ; ! ?). Formal "vous", as fr.ts and Quebec employers' careers sites. Terms as in shared/src/i18n/glossaries/fr-CA.json.
 */
export default {
  // i18n/offersMessages.ts
  'offers.offer.congratulations':
    'Félicitations! Nous sommes ravis de vous proposer le poste de %(position)s. Veuillez examiner les documents ci-dessous et les signer avant l’expiration de l’offre.',
  'offers.offer.accepted': 'Vous avez accepté l’offre pour le poste %(position)s. Bienvenue parmi nous!',

  // features/document/documentMessages.ts
  'offers.documentPage.printHint':
    'Ouvre le document dans un nouvel onglet : imprimez-le, signez-le, numérisez-le et téléversez la copie signée ci-dessous.',
  'offers.documentPage.howToSign': 'Comment souhaitez-vous signer?',
  'offers.documentPage.method.upload': 'Téléverser une copie signée',
  'offers.documentPage.uploadSection': 'Téléverser une copie signée',
  'offers.documentPage.uploadMax': 'Vous ne pouvez téléverser qu’un seul fichier',
  'offers.documentPage.declineTitle': 'Refuser l’offre?',
} satisfies Messages;
