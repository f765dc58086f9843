import type { Messages } from '@careers/shared/i18n';

/**
 * mf-search's Canadian French texts (fr-CA), every feature's: loaded only for a visitor shown Canadian French (loadLocale).
 * Only the texts where Canadian French differs from French (fr.ts, read through for every other key): "courriel" for
 * e-mail, "entrevue" for interview, "téléverser" for upload, "titre du poste", and Quebec typography (no space before
 * ; ! ?). Formal "vous", as fr.ts and Quebec employers' careers sites. Terms as in shared/src/i18n/glossaries/fr-CA.json.
 */
export default {
  // features/search/alertMessages.ts
  'alerts.form': 'Alertes emploi par courriel',
  'alerts.intro': 'Recevez un courriel quand de nouveaux postes correspondent à cette recherche.',
  'alerts.email': 'Adresse courriel',
  'alerts.invalidEmail': 'Saisissez une adresse courriel valide.',

  // features/details/matchProfileMessages.ts
  'details.match.profileLink': 'Ajoutez des compétences ou téléversez votre CV dans votre profil',

  // map/mapMessages.ts
  'search.map.noneVisible': 'Aucun poste dans cette partie de la carte. Faites un zoom arrière ou déplacez la carte.',
  'search.map.baseMapError': 'Le fond de carte ne s’est pas chargé; les repères fonctionnent toujours.',

  // i18n/searchMessages.ts
  'search.query': 'Titre de poste, compétence ou mot-clé',
  'search.suggestion.title': 'Titre de poste',
  'details.fallback': 'Ce poste n’est pas proposé à %(location)s; son lieu principal est affiché.',
  'details.salaryRange': '%(min)s – %(max)s par année',
} satisfies Messages;
