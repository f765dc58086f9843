import type { Messages } from '@careers/shared/i18n';

/**
 * mf-offers's Dutch texts (nl), every feature's: loaded only for a visitor shown Dutch (loadLocale).
 * Dutch, informal "je": Dutch careers sites ("werken bij") and job boards address candidates with "je".
 * Terms (aanbod, sollicitatie, opgeslagen zoekopdracht, vacaturemelding, vacature, cv, gesprek) as in shared/src/i18n/glossaries/nl.json.
 */
export default {
  // i18n/offersMessages.ts
  'offers.list.heading': 'Aanbiedingen',
  'offers.list.empty': 'Geen aanbiedingen gevonden',
  'offers.list.view': 'Aanbod bekijken',
  'offers.list.viewLabel': 'Aanbod bekijken: %(position)s',
  'offers.list.actionRequired': 'Actie vereist',
  'offers.list.expiresIn':
    '{count, plural, =0 {Verloopt vandaag} one {Verloopt over # dag} other {Verloopt over # dagen}}',
  'offers.list.expiresOn': 'Verloopt op %(date)s',
  'offers.list.expired': 'Verlopen op %(date)s',
  'offers.list.updated': 'Laatst bijgewerkt op %(date)s',
  'offers.status.Extended': 'Ontvangen',
  'offers.status.Accepted': 'Geaccepteerd',
  'offers.status.Declined': 'Afgewezen',
  'offers.status.Canceled': 'Ingetrokken',
  'offers.status.Expired': 'Verlopen',
  'offers.offer.title': 'Aanbod voor de functie',
  'offers.offer.back': 'Aanbiedingen',
  'offers.offer.congratulations':
    'Gefeliciteerd! We bieden je met veel plezier de functie %(position)s aan. Bekijk de documenten hieronder en onderteken ze voordat het aanbod verloopt.',
  'offers.offer.accepted': 'Je hebt het aanbod voor %(position)s geaccepteerd. Welkom aan boord!',
  'offers.offer.declined': 'Je hebt het aanbod voor %(position)s afgewezen.',
  'offers.offer.canceled': 'Het aanbod voor %(position)s is ingetrokken.',
  'offers.offer.expired': 'Het aanbod voor %(position)s is verlopen.',
  'offers.offer.documents': 'Documenten',
  'offers.offer.noDocuments': 'Bij dit aanbod horen nog geen documenten.',
  'offers.document.pending': 'Document wordt verwerkt',
  'offers.document.expires': 'Verloopt op %(date)s',
  'offers.document.unsigned': 'Document moet nog worden ondertekend',
  'offers.document.expired': 'Verlopen op %(date)s',
  'offers.document.offerDeclined': 'Aanbod afgewezen op %(date)s',
  'offers.document.offerCanceled': 'Aanbod ingetrokken op %(date)s',
  'offers.document.offerAccepted': 'Aanbod geaccepteerd op %(date)s',
  'offers.document.updated': 'Laatst bijgewerkt op %(date)s',
  'offers.document.start': 'Starten',
  'offers.document.view': 'Bekijken',
  'offers.document.startLabel': '%(name)s starten',
  'offers.document.viewLabel': '%(name)s bekijken',
  'offers.widget.loggedOut': 'Log in op de carrièresite om je aanbiedingen te zien.',
  'offers.widget.logIn': 'Inloggen',

  // features/document/documentMessages.ts
  'offers.documentPage.loading': 'Document laden',
  'offers.documentPage.back': 'Terug naar het aanbod',
  'offers.documentPage.letterTitle': 'Aanbiedingsbrief',
  'offers.documentPage.forPosition': 'Aanbod voor de functie %(position)s',
  'offers.documentPage.expires': 'Verloopt op %(date)s',
  'offers.documentPage.lastUpdated': 'Laatst bijgewerkt op %(date)s',
  'offers.documentPage.pending': 'Document wordt verwerkt',
  'offers.documentPage.pendingHint': 'Je kunt het ondertekenen zodra het is verwerkt.',
  'offers.documentPage.signedHint':
    'Je hebt dit document ondertekend. Je kunt het ondertekende exemplaar bekijken en downloaden.',
  'offers.documentPage.notActionable.Expired':
    'Dit aanbod is verlopen. Je kunt het document nog bekijken en downloaden, maar het niet meer ondertekenen of afwijzen.',
  'offers.documentPage.notActionable.Declined':
    'Je hebt dit aanbod afgewezen. Je kunt het document nog bekijken en downloaden.',
  'offers.documentPage.notActionable.Canceled':
    'Het bedrijf heeft dit aanbod ingetrokken. Je kunt het document nog bekijken en downloaden.',
  'offers.documentPage.notActionable.Accepted':
    'Je hebt dit aanbod geaccepteerd. Je kunt het document bekijken en downloaden.',
  'offers.documentPage.notActionable.Extended':
    'Dit aanbod kan niet meer worden ondertekend of afgewezen. Je kunt het document bekijken en downloaden.',
  'offers.documentPage.pdfPage': 'Pagina %(page)s van %(count)s',
  'offers.documentPage.pdfPages':
    '{count, plural, one {Het document heeft # pagina.} other {Het document heeft # pagina’s.}} De tekst volgt hieronder.',
  'offers.documentPage.pdfUnavailable': 'Het document kan hier niet worden weergegeven. Download het om het te lezen.',
  'offers.documentPage.zoomControls': 'Zoomen',
  'offers.documentPage.zoomIn': 'Inzoomen',
  'offers.documentPage.zoomOut': 'Uitzoomen',
  'offers.documentPage.fitToWidth': 'Aanpassen aan breedte',
  'offers.documentPage.zoomLevel': 'Zoom %(percent)s',
  'offers.documentPage.noContent': 'Geen inhoud beschikbaar voor de aanbiedingsbrief',
  'offers.documentPage.download': 'Downloaden',
  'offers.documentPage.downloadFailed': 'Aanbiedingsbrief kon niet worden gedownload',
  'offers.documentPage.print': 'Afdrukken om met de hand te ondertekenen',
  'offers.documentPage.printHint':
    'Opent het document in een nieuw tabblad: druk het af, onderteken het, scan het en upload hieronder het ondertekende exemplaar.',
  'offers.documentPage.howToSign': 'Hoe wil je ondertekenen?',
  'offers.documentPage.method.sign': 'Digitaal ondertekenen',
  'offers.documentPage.method.upload': 'Ondertekend exemplaar uploaden',
  'offers.documentPage.agree': 'Ik heb de voorwaarden gelezen en ga ermee akkoord',
  'offers.documentPage.signatureLabel': 'Vul je naam in als elektronische handtekening',
  'offers.documentPage.signatureHelp': 'Typ je volledige naam zoals die in je profiel staat: %(name)s.',
  'offers.documentPage.signatureHelpAny': 'Typ je volledige naam.',
  'offers.documentPage.fullName': 'Vul je volledige naam in',
  'offers.documentPage.signSection': 'Je elektronische handtekening',
  'offers.documentPage.uploadSection': 'Ondertekend exemplaar uploaden',
  'offers.documentPage.uploadLabel': 'Ondertekend document',
  'offers.documentPage.uploadHint': 'Eén pdf-bestand van maximaal 10 MB.',
  'offers.documentPage.uploadMax': 'Je kunt maximaal 1 bestand uploaden',
  'offers.documentPage.remove': '%(name)s verwijderen',
  'offers.documentPage.removeShort': 'Verwijderen',
  'offers.documentPage.submit': 'Ondertekend aanbod versturen',
  'offers.documentPage.submitting': 'Bezig met versturen…',
  'offers.documentPage.decline': 'Afwijzen',
  'offers.documentPage.declineTitle': 'Aanbod afwijzen?',
  'offers.documentPage.declineBody':
    'Als je dit aanbod afwijst, verdwijnt het uit je openstaande kansen en krijgt het bedrijf bericht.',
  'offers.documentPage.declineWarning': 'Dit kan niet ongedaan worden gemaakt.',
  'offers.documentPage.declineBack': 'Terug naar het aanbod',
  'offers.documentPage.declineConfirm': 'Aanbod afwijzen',
  'offers.documentPage.acceptFailed': 'Er ging iets mis bij het accepteren van het aanbod',
  'offers.documentPage.declineFailed': 'Er ging iets mis bij het afwijzen van het aanbod',
  'offers.documentPage.problemOffer': 'Er was een probleem bij het accepteren van het aanbod',
  'offers.documentPage.problemDocument': 'Er was een probleem bij het accepteren van het document',
  'offers.documentPage.problemDecline': 'Er was een probleem bij het afwijzen van het aanbod',
  'offers.documentPage.signedLetter': 'Aanbiedingsbrief ondertekend',
  'offers.documentPage.submittedDocument': 'Formulier ter controle verstuurd',
  'offers.documentPage.declined': 'Aanbod afgewezen',
  'offers.documentPage.esignRejected': 'De aanbiedingsbrief is afgewezen',
  'offers.documentPage.esignTitle': '%(name)s ondertekenen',
  'offers.documentPage.esignIntro':
    'Controleer en onderteken het document hieronder. Daarna ga je terug naar je aanbiedingen.',
  'offers.documentPage.esignChecking': 'Handtekening controleren…',
  'offers.documentPage.esignWaiting':
    'We hebben je handtekening nog niet ontvangen. Als je hebt ondertekend, verschijnt die zo.',
} satisfies Messages;
