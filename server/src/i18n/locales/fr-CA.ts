import type { Messages } from '@careers/shared/i18n/types';

// Only the texts where Canadian French differs from French (fr.ts, read through for every other key): "courriel" for
// e-mail, "entrevue" for interview, "téléverser" for upload, "titre du poste", and Quebec typography (no space before
// ; ! ?). Formal "vous", as fr.ts and Quebec employers' careers sites. Terms as in shared/src/i18n/glossaries/fr-CA.json.
export default {
  'server.mail.newJobs.unsubscribeSaved':
    'Ne plus recevoir de courriels pour cette recherche enregistrée (elle reste dans vos notifications)',
  'server.mail.confirm.intro':
    'Quelqu’un, vous sans doute, a demandé à recevoir des courriels sur les nouveaux postes chez {company} pour une recherche d’emploi{filters, select, none {} other { ({filters})}}.',
  'server.notifications.welcome':
    'Bienvenue sur le site carrières de {company}! Complétez votre profil pour découvrir des postes qui vous correspondent mieux.',
  'server.notifications.interviews.title': 'Entrevues',
  'server.notifications.interviewScheduled': 'Votre entrevue pour {position} est prévue le {date}.',
  'server.notifications.applicationSubmitted':
    'Merci d’avoir postulé au poste de {position}! Nous vous recontacterons bientôt.',

  'server.match.yearsToCompare':
    'Ce poste demande environ {required, plural, one {# an} other {# ans}} d’expérience; ajoutez la vôtre à votre profil pour comparer.',
  'server.match.meetsYears':
    'Vous avez {own, plural, one {# an} other {# ans}} d’expérience; ce poste en demande environ {required, plural, one {# an} other {# ans}}.',
  'server.match.belowYears':
    'Ce poste demande environ {required, plural, one {# an} other {# ans}} d’expérience; vous en avez {own, plural, one {# an} other {# ans}}.',
  'server.match.notStrong':
    'Votre score de correspondance est de {score} %; une excellente correspondance demande {threshold} %.',

  'server.export.files':
    'Les fichiers sont décrits par leur taille et leur empreinte SHA-256; chacun se télécharge, tant que vous êtes connecté, depuis son lien « download ».',

  'server.login.email': 'Courriel',
  'server.login.passwordHint': 'De {min} à {max} caractères. Ni un mot de passe courant, ni votre adresse courriel.',
  'server.login.haveAccount': 'Vous avez déjà un compte?',
  'server.login.newHere': 'Nouveau ici?',
  'server.login.notYou': 'Ce n’est pas vous, ou vous souhaitez utiliser un autre compte? Déconnectez-vous d’abord.',
  'server.alerts.subscribed':
    'Consultez votre boîte de réception : nous vous avons envoyé un lien pour confirmer votre alerte emploi. Vous ne recevrez aucun courriel sur les postes avant de l’avoir confirmée.',
  'server.alerts.confirmLead':
    'Confirmez pour recevoir un courriel quand de nouveaux postes correspondent à votre recherche. Chaque message contient un lien de désabonnement.',
  'server.alerts.onLead':
    'Nous vous enverrons un courriel quand de nouveaux postes correspondront à votre recherche. Chaque message contient un lien de désabonnement.',
  'server.alerts.unsubscribeSaved': 'Ne plus recevoir de courriels pour cette recherche enregistrée',
  'server.alerts.goneAlert': 'Cette alerte emploi n’existe plus : vous ne recevrez aucun courriel pour elle.',
  'server.alerts.goneSaved': 'Cette recherche enregistrée n’existe plus : vous ne recevrez aucun courriel pour elle.',
  'server.alerts.unsubscribeAlertLead':
    'Vous ne recevrez plus de courriels sur les nouveaux postes de cette recherche.',
  'server.alerts.unsubscribeSavedLead':
    'Vous ne recevrez plus de courriels pour cette recherche enregistrée. Les nouveaux postes continuent d’apparaître dans vos notifications.',
  'server.alerts.savedOffLead':
    'Les courriels pour cette recherche enregistrée sont désactivés. Vous pouvez les réactiver dans vos paramètres.',
  'server.account.emailTaken': 'Un compte existe déjà avec cette adresse courriel.',
  'server.account.emailInvalid': 'Saisissez une adresse courriel valide.',
  'server.account.keptAfterDeletion':
    'Les offres que vous avez signées sont conservées : les documents signés et la trace de leur signature (date, adresse et navigateur utilisés), car la loi impose à l’entreprise de conserver la preuve d’un contrat de travail. Ils sont conservés sans le nom, l’adresse courriel ni le mot de passe de votre compte. Tout le reste est supprimé.',
  'server.password.isEmail':
    'Votre mot de passe ne peut pas être votre adresse courriel. Choisissez-en un plus difficile à deviner.',
  'server.profile.skillsWhy':
    'Les pages d’offres comparent vos compétences à celles que chaque poste demande; sans elles, chaque correspondance reste à 0 %.',
  'server.profile.yearsWhy':
    'Les postes indiquent l’expérience qu’ils demandent; vos années comptent pour un quart de chaque correspondance.',
  'server.profile.resumeLabel': 'Téléversez votre CV',
  'server.profile.educationWhy': 'Certains postes demandent un diplôme; votre CV exporté mentionne votre formation.',
  'server.profile.locationWhy': 'Les postes sont liés à des lieux; votre CV exporté indique où vous résidez.',
  'server.profile.avatarWhy': 'Votre photo s’affiche sur votre profil; elle ne change pas les correspondances.',
  'server.dashboard.nextInReview': 'Si votre expérience correspond au poste, l’équipe vous invite à une entrevue.',
  'server.dashboard.nextInterviewing': 'Après vos entrevues, l’équipe prend sa décision et vous en informe.',
  'server.profileEdit.entryMissing':
    'Saisissez {field, select, title {le titre du poste} company {l’entreprise} school {l’établissement} other {le diplôme}}.',
  'server.profileEdit.entryTooLong':
    '{field, select, title {Le titre du poste} company {L’entreprise} school {L’établissement} other {Le diplôme}} doit compter au plus {max, plural, one {# caractère} many {# caractères} other {# caractères}}.',
  'server.profileEdit.control':
    'Retirez les sauts de ligne, tabulations et autres caractères de contrôle {field, select, title {du titre du poste} company {de l’entreprise} school {de l’établissement} degree {du diplôme} skill {de la compétence} other {du lieu}}.',
  'server.profileEdit.photoUpload': 'Téléversez une photo pour en ajouter une.',
  'server.apply.emailRequired': 'Une adresse courriel est nécessaire pour postuler sans vous connecter.',
  'server.upload.interrupted': 'Le téléversement de « {name} » a été interrompu.',
  'server.upload.pdfActiveContent':
    'Le fichier « {name} » contient du JavaScript ou un autre contenu actif. Téléversez un PDF simple (imprimez-le de nouveau en PDF).',
  'server.upload.pdfEncrypted':
    'Le fichier « {name} » est protégé par un mot de passe. Téléversez un PDF qui s’ouvre sans mot de passe.',
  'server.upload.pdfTooSlow':
    'Le fichier « {name} » est construit d’une manière qui le rend trop long à lire. Imprimez-le de nouveau en PDF et téléversez le nouveau fichier.',
  'server.resume.notPdfOrDocx':
    'Le fichier « {name} » n’est pas un document PDF ou Word (.docx). Téléversez votre CV au format PDF ou DOCX.',
  'server.resume.unreadable':
    'Nous n’avons pas pu lire « {name} ». Enregistrez-le de nouveau en PDF ou DOCX et téléversez-le encore une fois.',
  'server.resume.inflates':
    'Le fichier « {name} » contient des données compressées qui occupent bien plus que ce dont un CV a besoin. Enregistrez-le de nouveau en PDF (ou imprimez-le en PDF) et téléversez le nouveau fichier.',
  'server.resume.unsupportedCompression':
    'Le fichier « {name} » utilise une compression que ce site n’accepte pas. Enregistrez-le de nouveau en PDF (ou imprimez-le en PDF) et téléversez le nouveau fichier.',
  'server.auth.emailTooLong':
    'Cette adresse courriel est trop longue. Une adresse courriel compte au maximum {max, plural, one {# caractère} many {# caractères} other {# caractères}}.',
  'server.upload.quota':
    'Vous avez téléversé trop de fichiers qui ne font pas encore partie d’un formulaire enregistré. Enregistrez ou envoyez votre formulaire, ou supprimez les fichiers inutiles, puis réessayez.',
  'server.upload.paused':
    'Les téléversements sont suspendus pour un moment, car trop de fichiers sont en attente. Veuillez réessayer plus tard.',
  'server.upload.tooManyAtOnce': 'Trop de téléversements en même temps. Attendez qu’un se termine, puis réessayez.',
  'server.offerUpload.oneFile': 'Vous pouvez téléverser au maximum 1 fichier',
  'server.offerUpload.notPdf': 'Le fichier « {name} » n’est pas un PDF. Téléversez le document signé au format PDF.',
  'server.offerUpload.activeContent':
    'Le fichier « {name} » contient du JavaScript ou un autre contenu actif. Téléversez un PDF simple (imprimez-le de nouveau en PDF ou numérisez le document papier signé).',
  'server.offerUpload.unreadable':
    'Le fichier « {name} » n’a pas pu être lu comme un PDF. Téléversez le document signé au format PDF.',
  'server.offerUpload.tooSlow':
    'Le fichier « {name} » est construit d’une manière qui le rend trop long à lire. Imprimez-le de nouveau en PDF, ou numérisez le document papier signé, puis téléversez le nouveau fichier.',
  'server.offerUpload.inflates':
    'Le fichier « {name} » contient des données compressées qui occupent plus de {amount, number} {unit} une fois décompressées, bien plus que ce dont un document signé a besoin. Téléversez un PDF simple (imprimez-le de nouveau en PDF ou numérisez le document papier signé).',
  'server.offerUpload.unsupported':
    'Le fichier « {name} » utilise une compression que ce site n’accepte pas (flux d’objets LZW ou run-length). Imprimez-le de nouveau en PDF et téléversez le nouveau fichier.',
  // The theme builder (issue 32): only what differs.
  'server.theme.unknownImage': 'Le thème nomme une image qui n’a pas été téléversée sur ce site ({token}). Téléversez de nouveau l’image.',
  'server.theme.svgRefused': 'Les images SVG ne sont pas acceptées : téléversez un PNG, JPEG ou WebP.',
} satisfies Messages;
