import { registerCatalogue } from '@careers/shared/i18n';

/**
 * Texts of /careers/account-deleted. The kept-evidence sentences say what the settings page says before
 * the deletion (server `KEPT_AFTER_DELETION`); the page is public, so it cannot ask the server for them.
 */
const accountDeletedMessages = {
  en: {
    'accountDeleted.heading': 'Your account was deleted',
    'accountDeleted.done': 'Your account, profile, applications, drafts, forms, files, saved jobs and searches and notifications are deleted, and you are logged out.',
    'accountDeleted.keptHeading': 'What was kept',
    'accountDeleted.kept':
      'Offers you signed are kept: the signed documents and the record of how they were signed (when, from which address and browser), because the law requires the company to keep the evidence of an employment contract. They are kept without your name, e-mail or password.',
    'accountDeleted.search': 'Search jobs',
  },
  es: {
    'accountDeleted.heading': 'Tu cuenta se ha eliminado',
    'accountDeleted.done': 'Tu cuenta, perfil, candidaturas, borradores, formularios, archivos, empleos y búsquedas guardados y notificaciones se han eliminado, y has cerrado la sesión.',
    'accountDeleted.keptHeading': 'Qué se ha conservado',
    'accountDeleted.kept':
      'Las ofertas que firmaste se conservan: los documentos firmados y el registro de cómo se firmaron (cuándo, desde qué dirección y navegador), porque la ley obliga a la empresa a conservar la prueba de un contrato de trabajo. Se conservan sin tu nombre, correo electrónico ni contraseña.',
    'accountDeleted.search': 'Buscar empleos',
  },
};

for (const [locale, messages] of Object.entries(accountDeletedMessages)) registerCatalogue(locale, messages);
