import type { Messages } from '@careers/shared/i18n';

/**
 * mf-dashboard's Canadian French texts (fr-CA), every feature's: loaded only for a visitor shown Canadian French (loadLocale).
 * Only the texts where Canadian French differs from French (fr.ts, read through for every other key): "courriel" for
 * e-mail, "entrevue" for interview, "téléverser" for upload, "titre du poste", and Quebec typography (no space before
 * ; ! ?). Formal "vous", as fr.ts and Quebec employers' careers sites. Terms as in shared/src/i18n/glossaries/fr-CA.json.
 */
export default {
  // features/dashboard/dashboardMessages.ts
  'dashboard.tab.interviews': 'Entrevues',
  'dashboard.status.interviewing': 'Entrevues en cours',
  'firstRun.resume': 'Téléversez votre CV',
  'applications.withdrawConfirm': 'Retirer votre candidature au poste %(position)s? L’entreprise ne l’examinera plus.',
  'interviews.heading': 'Entrevues',

  // features/profile/profileMessages.ts
  'profile.uploadFailed': 'Le fichier n’a pas pu être téléversé',
  'profile.basics.email': 'Courriel : %(email)s (modifiable dans vos paramètres)',
  'profile.experience.title': 'Titre du poste',
  'profile.experience.titleMissing': 'Saisissez le titre du poste.',
  'profile.experience.titleTooLong': 'Le titre du poste doit comporter au maximum %(max)s caractères.',
  'profile.resume.pick': 'Téléverser un CV (PDF ou DOCX)',
  'profile.resume.confirmTitle': 'Téléverser ce CV?',
  'profile.resume.confirmText':
    '« %(name)s » sera conservé avec votre profil et analysé pour en extraire des compétences, des titres de poste et des années d’expérience. Votre profil ne change pas tant que vous n’avez pas confirmé ce qu’il faut en reprendre.',
  'profile.resume.upload': 'Téléverser',
  'profile.resume.uploaded': 'CV téléversé',
  'profile.resume.empty':
    'Aucun CV pour l’instant. Téléversez-en un ci-dessus (PDF ou DOCX) pour remplir votre profil à partir de celui-ci.',

  // features/settings/settingsMessages.ts
  'settings.account.heading': 'Nom et adresse courriel',
  'settings.account.email': 'Courriel',
  'settings.account.currentPasswordHint': 'Nécessaire pour modifier votre adresse courriel.',
  'settings.account.save': 'Enregistrer le nom et l’adresse courriel',
  'settings.password.newHint': 'Au moins 8 caractères; ni votre adresse courriel, ni un mot de passe courant.',
  'settings.notifications.interviews': 'Entrevues',
  'settings.notifications.interviews.description': 'Entrevues planifiées avec vous.',

  // features/settings/accountDeletedMessages.ts
  'accountDeleted.kept':
    'Les offres que vous avez signées sont conservées : les documents signés et la trace de leur signature (date, adresse et navigateur utilisés), car la loi impose à l’entreprise de conserver la preuve d’un contrat de travail. Ils sont conservés sans votre nom, votre adresse courriel ni votre mot de passe.',

  // features/savedSearches/savedSearchesMessages.ts
  'savedSearches.alert.email': 'Notification dans l’application et courriel',
} satisfies Messages;
