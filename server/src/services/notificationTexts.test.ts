import { notificationTexts, storedEvent, type NotificationEvent, type NotificationReader } from './notificationTexts';

const reader = (locale: string, timeZone = 'UTC'): NotificationReader => ({ locale, timeZone, companyName: 'Northwind Labs' });
const message = (event: NotificationEvent, locale: string, timeZone?: string) => notificationTexts(event, reader(locale, timeZone)).message;

const offer: NotificationEvent = { type: 'offer_extended', offerId: 1, positionName: 'Data Engineer' };
const interview: NotificationEvent = { type: 'interview_scheduled', positionName: 'Chef', startsAt: '2026-03-05T23:30:00.000Z' };
const matches = (count: number): NotificationEvent => ({ type: 'saved_search_matches', searchName: 'Remote data', count, url: '/careers/search' });

test('English reads as the stored notifications always did', () => {
  expect(notificationTexts(offer, reader('en'))).toEqual({
    categoryTitle: 'Offers',
    message: 'You have a new job offer for Data Engineer. Review and sign it before it expires.',
  });
  expect(message(interview, 'en')).toBe('Your interview for Chef is scheduled for 03/05/2026.');
  expect(message(matches(1), 'en')).toBe('1 new job matches your saved search "Remote data".');
  expect(message(matches(4), 'en')).toBe('4 new jobs match your saved search "Remote data".');
});

test('every event in Spanish, German and Arabic, titles as the settings name the categories', () => {
  const events: NotificationEvent[] = [
    { type: 'welcome' },
    offer,
    { type: 'offer_document_ready', offerId: 7, documentId: 9, documentName: 'Offer letter', positionName: 'Chef' },
    { type: 'form_assigned', formName: 'W-4', url: '/careers/forms/center' },
    interview,
    { type: 'application_submitted', positionName: 'Chef' },
    matches(2),
  ];
  const shown = (locale: string) => events.map((event) => notificationTexts(event, reader(locale)));
  expect(shown('es')).toEqual([
    { categoryTitle: 'Bienvenida', message: '¡Te damos la bienvenida al sitio de empleo de Northwind Labs! Completa tu perfil para recibir empleos más afines a ti.' },
    { categoryTitle: 'Ofertas', message: 'Tienes una nueva oferta de empleo para Data Engineer. Revísala y fírmala antes de que venza.' },
    { categoryTitle: 'Ofertas', message: 'Tu documento «Offer letter» para Chef está listo para que lo firmes.' },
    { categoryTitle: 'Formularios', message: 'Tienes un nuevo formulario que completar: W-4.' },
    { categoryTitle: 'Entrevistas', message: 'Tu entrevista para Chef está programada para el 05/03/2026.' },
    { categoryTitle: 'Candidaturas', message: '¡Gracias por postularte a Chef! Nos pondremos en contacto contigo pronto.' },
    { categoryTitle: 'Empleos', message: '2 empleos nuevos coinciden con tu búsqueda guardada «Remote data».' },
  ]);
  expect(shown('de')).toEqual([
    { categoryTitle: 'Willkommen', message: 'Willkommen im Karrierebereich von Northwind Labs! Vervollständigen Sie Ihr Profil, um passendere Stellen zu finden.' },
    { categoryTitle: 'Angebote', message: 'Sie haben ein neues Jobangebot für Data Engineer. Bitte prüfen und unterschreiben Sie es, bevor es abläuft.' },
    { categoryTitle: 'Angebote', message: 'Ihr Dokument „Offer letter“ für Chef liegt zur Unterschrift für Sie bereit.' },
    { categoryTitle: 'Formulare', message: 'Neues Formular zum Ausfüllen: W-4.' },
    { categoryTitle: 'Interviews', message: 'Ihr Interview für Chef ist für den 05.03.2026 angesetzt.' },
    { categoryTitle: 'Bewerbungen', message: 'Vielen Dank für Ihre Bewerbung für die Stelle Chef! Wir melden uns bald bei Ihnen.' },
    { categoryTitle: 'Stellen', message: '2 neue Stellen passen zu Ihrer gespeicherten Suche „Remote data“.' },
  ]);
  expect(shown('ar')).toEqual([
    { categoryTitle: 'مرحبًا بك', message: 'مرحبًا بك في صفحة الوظائف لدى Northwind Labs! أكمل ملفك الشخصي لتحصل على وظائف تناسبك أكثر.' },
    { categoryTitle: 'العروض', message: 'لديك عرض عمل جديد لوظيفة Data Engineer. يُرجى مراجعته وتوقيعه قبل انتهاء صلاحيته.' },
    { categoryTitle: 'العروض', message: 'مستندك «Offer letter» الخاص بوظيفة Chef جاهز لتوقيعك.' },
    { categoryTitle: 'النماذج', message: 'نموذج جديد مطلوب تعبئته: W-4.' },
    // Intl's Arabic day: Latin digits with right-to-left marks around the slashes.
    { categoryTitle: 'المقابلات', message: 'موعد مقابلتك لوظيفة Chef محدد في 05\u200f/03\u200f/2026.' },
    { categoryTitle: 'الطلبات', message: 'شكرًا لتقدّمك لوظيفة Chef! سنتواصل معك قريبًا.' },
    { categoryTitle: 'الوظائف', message: 'وظيفتان جديدتان تطابقان بحثك المحفوظ «Remote data».' },
  ]);
});

test('the saved-search count takes each of Arabic\'s six plural forms', () => {
  expect([0, 1, 2, 3, 11, 100].map((count) => message(matches(count), 'ar'))).toEqual([
    'لا توجد وظائف جديدة تطابق بحثك المحفوظ «Remote data».', // zero
    'وظيفة جديدة واحدة تطابق بحثك المحفوظ «Remote data».', // one
    'وظيفتان جديدتان تطابقان بحثك المحفوظ «Remote data».', // two
    '3 وظائف جديدة تطابق بحثك المحفوظ «Remote data».', // few
    '11 وظيفة جديدة تطابق بحثك المحفوظ «Remote data».', // many
    '100 وظيفة جديدة تطابق بحثك المحفوظ «Remote data».', // other
  ]);
});

test("the interview's day is the reader's day, in their zone", () => {
  // 23:30 UTC on 5 March is already 6 March in Berlin and still 5 March in New York.
  expect(message(interview, 'de', 'Europe/Berlin')).toBe('Ihr Interview für Chef ist für den 06.03.2026 angesetzt.');
  expect(message(interview, 'en', 'America/New_York')).toBe('Your interview for Chef is scheduled for 03/05/2026.');
  expect(message(interview, 'ja', 'Asia/Tokyo')).toBe('Chefの面接は2026/03/06に予定されています。');
});

test('a saved search kept as a search is named in the reader\'s language; a name as given stays as it is', () => {
  const allJobs: NotificationEvent = { type: 'saved_search_matches', search: { query: '', location: 'Austin', filters: {} }, count: 1, url: '/careers/search' };
  expect(message(allJobs, 'en')).toBe('1 new job matches your saved search "All jobs in Austin".');
  expect(message(allJobs, 'es')).toBe('1 empleo nuevo coincide con tu búsqueda guardada «Todos los empleos en Austin».');
  expect(message(matches(1), 'es')).toBe('1 empleo nuevo coincide con tu búsqueda guardada «Remote data».');
});

test('a language the server has no texts in reads English', () => {
  expect(message(offer, 'sw')).toBe('You have a new job offer for Data Engineer. Review and sign it before it expires.');
});

test('storedEvent reads back only events it can draw', () => {
  expect(storedEvent(JSON.stringify(offer))).toEqual(offer);
  for (const json of [null, '', 'not json', '42', 'null', '{"type":"gone_event"}', '{"type":"toString"}', '{}']) expect(storedEvent(json)).toBeNull();
});
