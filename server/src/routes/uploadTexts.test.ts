import { randomBytes } from 'node:crypto';
import { createTestApp, logInAs, visit, type Browser, type TestApp } from '../testing/testApp';
import { serverI18n } from '../i18n/serverI18n';
import { PAUSED_MESSAGE, QUOTA_MESSAGE } from '../services/files/uploadQuota';
import { offerRequests } from '../testing/offerRequests';
import { multipartBody, SAMPLE, UPLOAD_URL, uploadedAnswer } from '../testing/uploadFile';

// Issue 30: what an upload's refusal says, in the page's language (`?hl=` or the transport's x-locale); English as it was.

let t: TestApp;
let alex: Browser;
let sam: Browser;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_BYTES: String(512 * 1024) });
  alex = await logInAs(t.app, 'alex@demo.test');
  sam = await logInAs(t.app, 'sam@demo.test');
});
afterAll(async () => {
  await t.close();
});

const BIG_PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(600 * 1024, 0x20)]);

function uploadResume(who: Browser, query: string, headers: Record<string, string> = {}) {
  const boundary = `----careersTest${randomBytes(8).toString('hex')}`;
  const field = (key: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`;
  const payload = field('resume_file_name', 'big.pdf') + field('resume_content', `data:application/pdf;base64,${BIG_PDF.toString('base64')}`) + field('domain', 'demo.test') + `--${boundary}--\r\n`;
  return t.app.inject({
    method: 'POST', url: `/api/pcsx/upload_resume${query}`, payload,
    headers: { cookie: who.cookie, 'x-csrf-token': who.csrf, 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
  });
}

/** A resume sent as a file part, not as the fields the route takes: the wrong shape. */
function wrongShape(who: Browser, query: string, headers: Record<string, string> = {}) {
  const { payload, contentType } = multipartBody('cv.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), { type: 'application/pdf' });
  return t.app.inject({ method: 'POST', url: `/api/pcsx/upload_resume${query}`, payload, headers: { cookie: who.cookie, 'x-csrf-token': who.csrf, 'content-type': contentType, ...headers } });
}

const formFile = (who: Browser, id: number, query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/pcsx/form_files/${id}?domain=demo.test${query}`, headers: { cookie: who.cookie, ...headers } });

function formUpload(who: Browser, name: string, bytes: Buffer, query: string, headers: Record<string, string> = {}) {
  const { payload, contentType } = multipartBody(name, bytes);
  return t.app.inject({ method: 'POST', url: `${UPLOAD_URL}?domain=demo.test${query}`, payload, headers: { cookie: who.cookie, 'x-csrf-token': who.csrf, 'content-type': contentType, ...headers } });
}

describe('a resume larger than the limit', () => {
  test('English as before, then Spanish, German, Arabic and Japanese by ?hl= or x-locale, the size in the language\'s digits', async () => {
    const said = async (query: string, headers?: Record<string, string>) => {
      const res = await uploadResume(alex, query, headers);
      expect(res.statusCode).toBe(413);
      expect(res.json().error.code).toBe('file_too_large');
      return res.json().error.message;
    };
    expect(await said('')).toBe('The file "big.pdf" is larger than 512 KB, the most one upload may have.');
    expect(await said('?hl=es')).toBe('El archivo «big.pdf» ocupa más de 512 KB, el máximo por archivo.');
    expect(await said('', { 'x-locale': 'de' })).toBe('Die Datei „big.pdf“ ist größer als 512 KB, die Höchstgröße für eine Datei.');
    expect(await said('?hl=ar')).toBe(`حجم الملف «big.pdf» أكبر من ${new Intl.NumberFormat('ar').format(512)} KB، وهو الحد الأقصى للملف الواحد.`);
    expect(await said('', { 'x-locale': 'ja' })).toBe('ファイル「big.pdf」は 512 KB を超えています。1 回にアップロードできるのはこのサイズまでです。');
  });
});

describe('a resume upload of the wrong shape', () => {
  test('says what to send in the page\'s language; the field names stay as the API spells them', async () => {
    const said = async (query: string, headers?: Record<string, string>) => {
      const res = await wrongShape(alex, query, headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('invalid_request');
      return res.json().error.message;
    };
    expect(await said('')).toBe('Send multipart/form-data with the fields resume_file_name, resume_content (a data URL) and domain.');
    expect(await said('', { 'x-locale': 'es' })).toBe('Envía multipart/form-data con los campos resume_file_name, resume_content (una URL de datos) y domain.');
    expect(await said('?hl=de')).toBe('Senden Sie multipart/form-data mit den Feldern resume_file_name, resume_content (eine Data-URL) und domain.');
    expect(await said('?hl=ar')).toBe('أرسل multipart/form-data مع الحقول resume_file_name وresume_content (عنوان URL للبيانات) وdomain.');
    expect(await said('?hl=he')).toBe('יש לשלוח multipart/form-data עם השדות resume_file_name,\u200F resume_content (כתובת URL של נתונים) ו-domain.');
  });

  test('a request that is not multipart at all is 415, in the page\'s language', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/pcsx/profile/avatar?hl=es', headers: { cookie: alex.cookie, 'x-csrf-token': alex.csrf }, payload: { file: 'x' } });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toEqual({ code: 'unsupported_media_type', message: 'Envía la foto como multipart/form-data con una sola parte de archivo llamada «file».' });
  });
});

describe("a form's file answer", () => {
  test('another candidate\'s file is not found, in the page\'s language', async () => {
    const { fileId } = await uploadedAnswer(t.app, alex, 'cv.pdf', Buffer.from('%PDF-1.7\n%%EOF\n'));
    const said = async (query: string, headers?: Record<string, string>) => {
      const res = await formFile(sam, fileId, query, headers);
      expect(res.statusCode).toBe(404);
      return res.json().error;
    };
    expect(await said('')).toEqual({ code: 'not_found', message: 'File not found.' });
    expect(await said('&hl=es')).toEqual({ code: 'not_found', message: 'No se encontró el archivo.' });
    expect(await said('', { 'x-locale': 'de' })).toEqual({ code: 'not_found', message: 'Datei nicht gefunden.' });
    expect(await said('&hl=ar')).toEqual({ code: 'not_found', message: 'لم يتم العثور على الملف.' });
    expect(await said('', { 'x-locale': 'he' })).toEqual({ code: 'not_found', message: 'הקובץ לא נמצא.' });
  });

  test('a file too large, of the wrong type or empty is refused in the page\'s language', async () => {
    let res = await formUpload(alex, 'big.pdf', BIG_PDF, '&hl=de');
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('Die Datei „big.pdf“ ist größer als 512 KB, die Höchstgröße für eine Datei.');
    res = await formUpload(alex, 'tool.exe', Buffer.from('MZ'), '', { 'x-locale': 'es' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toMatch(/^Estos archivos no son de un tipo aceptado \(.+\): tool\.exe\.$/);
    res = await formUpload(alex, 'empty.pdf', Buffer.alloc(0), '&hl=ja');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('ファイル「empty.pdf」は空です。');
    res = await formUpload(alex, 'empty.pdf', Buffer.alloc(0), '');
    expect(res.json().error.message).toBe('The file "empty.pdf" is empty.');
  });
});

describe('the photo and the forms\' upload route', () => {
  test('a photo that is not an image and a form upload of the wrong shape say so in the page\'s language', async () => {
    const { payload, contentType } = multipartBody('me.gif', Buffer.from('GIF89a'), { type: 'image/gif' });
    const photo = (query: string, headers: Record<string, string> = {}) => t.app.inject({
      method: 'POST', url: `/api/pcsx/profile/avatar${query}`, payload, headers: { cookie: alex.cookie, 'x-csrf-token': alex.csrf, 'content-type': contentType, ...headers },
    });
    let res = await photo('');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('The file "me.gif" is not a PNG or JPEG image. Choose a photo in one of those formats.');
    res = await photo('?hl=es');
    expect(res.json().error.message).toBe('El archivo «me.gif» no es una imagen PNG ni JPEG. Elige una foto en uno de esos formatos.');
    res = await photo('', { 'x-locale': 'ar' });
    expect(res.json().error.message).toBe('الملف «me.gif» ليس صورة PNG أو JPEG. اختر صورة بإحدى هاتين الصيغتين.');

    const notMultipart = (query: string) => t.app.inject({ method: 'POST', url: `${UPLOAD_URL}?domain=demo.test${query}`, headers: { cookie: alex.cookie, 'x-csrf-token': alex.csrf }, payload: { file: 'x' } });
    res = await notMultipart('');
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe('Send the file as multipart/form-data with one part named "file".');
    expect((await notMultipart('&hl=de')).json().error.message).toBe('Senden Sie die Datei als multipart/form-data mit genau einem Teil namens „file“.');
    expect((await notMultipart('&hl=ja')).json().error.message).toBe('ファイルは、「file」という名前のパートを 1 つだけ含む multipart/form-data として送信してください。');
  });

  test('the quota\'s English is the one the tests know', () => {
    expect(serverI18n('en').t('server.upload.quota')).toBe(QUOTA_MESSAGE);
    expect(serverI18n('en').t('server.upload.paused')).toBe(PAUSED_MESSAGE);
  });
});

describe("a signed offer's upload", () => {
  test("a file that is not a PDF or has no file part is refused in the page's language; English as before", async () => {
    const offers = offerRequests(() => t);
    const robin = await offers.newCandidate();
    const offer = await offers.addOffer(robin.id);
    const notPdf = (headers?: Record<string, string>) => offers.accept(robin, offer.id, [offers.letterFile(SAMPLE.png, 'scan.pdf')], headers);
    let res = await notPdf();
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({ code: 'invalid_file', message: 'The file "scan.pdf" is not a PDF. Upload the signed document as a PDF file.' });
    expect((await notPdf({ 'x-locale': 'es' })).json().error.message).toBe('El archivo «scan.pdf» no es un PDF. Sube el documento firmado como archivo PDF.');
    expect((await notPdf({ 'x-locale': 'ar' })).json().error.message).toBe('الملف «scan.pdf» ليس ملف PDF. يُرجى رفع المستند الموقّع بصيغة PDF.');
    res = await offers.accept(robin, offer.id, [{ field: 'other', filename: 'signed.pdf', body: SAMPLE.pdf }], { 'x-locale': 'de' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('Hängen Sie das unterschriebene PDF als Datei „signed_offer_letter_pdf_file“ an.');
  });
});

describe('the sign-up page the server draws', () => {
  const formSignup = async (query: string, fields: Record<string, string>, headers: Record<string, string> = {}) => {
    const anonymous = await visit(t.app);
    return t.app.inject({
      method: 'POST', url: `/candidate/signup${query}`,
      headers: { cookie: anonymous.cookie, 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams({ _csrf: anonymous.csrf, firstName: 'Kim', lastName: 'Lee', ...fields }).toString(),
    });
  };

  test("its refused fields say why in the page's language, as the sign-up API does; English as before", async () => {
    let res = await formSignup('', { email: 'bad', password: 'longenough' });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('<p class="field-error" id="email-error">Enter a valid email address.</p>');
    res = await formSignup('?hl=es', { email: 'bad', password: 'longenough' });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('<p class="field-error" id="email-error">Introduce un correo electrónico válido.</p>');
    res = await formSignup('', { email: 'bad', password: 'longenough' }, { 'x-locale': 'de' });
    expect(res.body).toContain('<p class="field-error" id="email-error">Geben Sie eine gültige E-Mail-Adresse ein.</p>');
    res = await formSignup('?hl=ar', { email: 'bad', password: 'longenough' });
    expect(res.body).toContain('<p class="field-error" id="email-error">أدخل بريدًا إلكترونيًا صحيحًا.</p>');
    expect(res.body).not.toContain('Enter a valid email address.');
  });

  test("an email over its limit is refused in the page's language, on the page and to JSON callers", async () => {
    const long = `${'a'.repeat(320)}@example.com`;
    let res = await formSignup('?hl=es', { email: long, password: 'longenough' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Este correo electrónico es demasiado largo. Un correo electrónico tiene como máximo 320 caracteres.');
    const anonymous = await visit(t.app);
    const json = (headers: Record<string, string>) => t.app.inject({
      method: 'POST', url: '/candidate/signup', headers: { cookie: anonymous.cookie, 'x-csrf-token': anonymous.csrf, ...headers },
      payload: { email: long, password: 'longenough', firstName: 'Kim', lastName: 'Lee' },
    });
    res = await json({ 'x-locale': 'de' });
    expect(res.statusCode).toBe(400);
    const german = 'Diese E-Mail-Adresse ist zu lang. Eine E-Mail-Adresse hat höchstens 320 Zeichen.';
    expect(res.json().error).toEqual({ code: 'email_too_long', message: german, fields: { email: german } });
    expect((await json({})).json().error.message).toBe('This email address is too long. An email address has at most 320 characters.');
  });
});
