import { positionsTestApp } from '../testing/positionsTestApp';

// Issue 30: the texts the server writes into the job page's answers (the match explanation, the insights' labels and
// sentences) in the page's language: `?hl=`, else the candidate's saved language, else the browser's. English as before
// (positions.test.ts holds its exact texts). Skills, departments, cities and titles stay as the company wrote them.

const pos = positionsTestApp();
const { db, candidateId, insertPosition, get } = pos;
const explanation = async (id: number, query = '') => (await get(`/api/pcsx/match_details?position_id=${id}&domain=demo.test${query}`, pos.alex)).json().data.explanation as string[];
const setAlexLanguage = async (language: string | null) =>
  db().updateTable('candidates').set({ language }).where('id', '=', await candidateId('alex@demo.test')).execute();

afterEach(() => setAlexLanguage(null));

describe('GET /api/pcsx/match_details in the page\'s language', () => {
  test('Spanish (tú) with ?hl=es: every skill, the years, a strong match', async () => {
    expect(await explanation(pos.backend, '&hl=es')).toEqual([
      'Tienes las 4 habilidades que pide este puesto: TypeScript, React, Node.js y Kubernetes.',
      'Tienes 7 años de experiencia; este puesto pide alrededor de 5 años.',
      'Tu puntuación de coincidencia es del 100%, así que es una gran coincidencia (70% o más).',
    ]);
  });

  test('German (Sie) from the candidate\'s saved language; ?hl= wins over it; English without either', async () => {
    await setAlexLanguage('de');
    const german = [
      'Von den 3 Fähigkeiten, die diese Stelle verlangt, haben Sie noch keine.',
      'Fähigkeiten, die Sie noch nicht angeben: Figma, Sketch und Prototyping.',
      'Diese Stelle gibt nicht an, wie viel Berufserfahrung sie verlangt.',
      'Ihre Übereinstimmung liegt bei 0 %; für eine sehr gute Übereinstimmung sind 70 % nötig.',
    ];
    expect(await explanation(pos.designer)).toEqual(german);
    expect((await explanation(pos.designer, '&hl=fr'))[0]).toBe('Vous n’avez encore aucune des 3 compétences demandées pour ce poste.');
    await setAlexLanguage(null);
    expect((await explanation(pos.designer))[0]).toBe('You have none of the 3 skills this role asks for yet.');
  });

  test("Arabic's plural forms: two skills and two years ('two'), three skills and 7 years ('few'), 12 years ('many'), one year ('one')", async () => {
    const two = await insertPosition({ title: 'Frontend Engineer', department: 'Legal', skills: ['TypeScript', 'React'], description: 'You bring 2+ years of experience.' });
    expect(await explanation(two, '&hl=ar')).toEqual([
      'لديك المهارتان اللتان تطلبهما هذه الوظيفة: TypeScript وReact.',
      'لديك 7 سنوات من الخبرة؛ وتطلب هذه الوظيفة نحو سنتين.',
      'درجة تطابقك 100%، وهذا تطابق قوي (70% أو أكثر).',
    ]);
    const few = await insertPosition({ title: 'Design Engineer', department: 'Legal', skills: ['TypeScript', 'Figma', 'Sketch'], description: 'You bring 12+ years of experience.' });
    expect(await explanation(few, '&hl=ar')).toEqual([
      'لديك 1 من 3 مهارات تطلبها هذه الوظيفة: TypeScript.',
      'مهارات لم تذكرها في ملفك بعد: Figma وSketch.',
      'تطلب هذه الوظيفة نحو 12 سنة من الخبرة؛ ولديك 7 سنوات.',
      'درجة تطابقك 40%؛ ويتطلب التطابق القوي 70%.',
    ]);
    const one = await insertPosition({ title: 'Junior Go Developer', department: 'Legal', skills: ['Go'] });
    expect(await explanation(one, '&hl=ar')).toEqual([
      'ليست لديك بعد المهارة الوحيدة التي تطلبها هذه الوظيفة.',
      'مهارات لم تذكرها في ملفك بعد: Go.',
      'لديك 7 سنوات من الخبرة؛ وتطلب هذه الوظيفة نحو سنة واحدة.',
      'درجة تطابقك 25%؛ ويتطلب التطابق القوي 70%.',
    ]);
  });

  test("the transport's x-locale (the language the page shows) wins over the saved language and Accept-Language", async () => {
    await setAlexLanguage('de');
    const res = await pos.app.inject({
      url: `/api/pcsx/match_details?position_id=${pos.designer}`,
      headers: { cookie: pos.alex.cookie, 'x-locale': 'pt-BR', 'accept-language': 'ja' },
    });
    expect(res.json().data.explanation).toEqual([
      'Você ainda não tem nenhuma das 3 habilidades que esta vaga pede.',
      'Habilidades que você ainda não informou: Figma, Sketch e Prototyping.',
      'Esta vaga não informa quanta experiência pede.',
      'Sua pontuação de compatibilidade é 0%; a alta compatibilidade exige 70%.',
    ]);
  });

  test('the answer stays out of every cache (no-store, no ETag): its text depends on the language', async () => {
    const res = await get(`/api/pcsx/match_details?position_id=${pos.backend}&hl=de`, pos.alex);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
  });
});

describe('GET /api/pcsx/position_insights in the page\'s language', () => {
  test('labels and sentences in Hebrew with ?hl=he, in German from the saved language, English otherwise; names as written', async () => {
    const fields = async (query: string, who: typeof pos.alex | null = pos.alex) =>
      (await get(`/api/pcsx/position_insights?position_id=${pos.designer}&domain=demo.test${query}`, who)).json().data.fields as { key: string; label: string; value: string }[];
    const hebrew = await fields('&hl=he', null);
    expect(hebrew).toEqual([
      { key: 'team_size', label: 'משרות פתוחות בצוות הזה', value: 'אין משרות פתוחות נוספות ב־Design ב־Berlin' },
      { key: 'hiring_manager', label: 'מנהל/ת גיוס', value: 'Mei Lin Okafor' },
      { key: 'time_to_hire', label: 'זמן עד לגיוס', value: 'כ־33 ימים' },
      // Hebrew joins the last of a list with 'ו-' (Intl.ListFormat), not 'and'.
      { key: 'similar_roles', label: 'תפקידים דומים', value: expect.stringMatching(/^[^,]+, [^,]+ ו-[^,]+$/) },
    ]);
    await setAlexLanguage('de');
    const german = await fields('');
    expect(german.find((f) => f.key === 'team_size')?.label).toBe('Offene Stellen in diesem Team');
    expect(german.find((f) => f.key === 'time_to_hire')?.value).toMatch(/^Etwa \d+ Tage?$/);
    const english = await fields('', null);
    expect(english.find((f) => f.key === 'team_size')?.label).toBe('Open roles in this team');
    expect(english.find((f) => f.key === 'time_to_hire')?.value).toMatch(/^About \d+ days?$/);
    // The same facts in each: only the words change.
    expect(german.map((f) => f.key)).toEqual(english.map((f) => f.key));
    const res = await get(`/api/pcsx/position_insights?position_id=${pos.designer}&hl=he`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
  });
});
