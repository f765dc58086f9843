import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { resumePdf } from './resumePdf';
import { signUpByApi } from './session';

// The user trial of the profile page (issue 29): what the browser can check it checks before sending, the keyboard
// never drops to the page body after an action, empty lists say what to do, periods are in the page's language;
// keyboard alone and axe-core on desktop and phone. Each test signs up a candidate of its own.

/** A new candidate on their profile page. */
async function newCandidateOnProfile(page: Page) {
  await page.goto('/careers');
  await signUpByApi(page, { firstName: 'Robin', lastName: 'Okafor' });
  await page.goto('/careers/profile');
  await expect(page.getByRole('heading', { name: /^Your profile is \d+% complete$/ })).toBeVisible();
}

/** The profile edits the page sends from now on. */
function countEdits(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/pcsx/profile_edit') || /\/resumes\/\d+\/confirm/.test(request.url())) sent.push(request.url());
  });
  return sent;
}

const focusedTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName ?? '');

for (const [device, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]] as const) {
  test.describe(`on ${device}`, () => {
    test.use({ bypassCSP: true, viewport });

    test(`an empty first name is caught before sending; after Save, Add job and a skill's removal the keyboard stays in the page (${device})`, async ({ page }) => {
      test.setTimeout(60_000);
      await newCandidateOnProfile(page);
      // A new profile's empty lists say what to do.
      await expect(page.getByRole('region', { name: 'Skills' }).getByText('No skills on your profile yet.', { exact: false })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Experience' }).getByText('No work experience yet. Fill in a job below and choose "Add job".')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Education' }).getByText('No education yet.', { exact: false })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Resume' }).getByText('No resumes yet.', { exact: false })).toBeVisible();
      const sent = countEdits(page);

      const basics = page.getByRole('region', { name: 'About you' });
      const first = basics.getByLabel('First name');
      await first.fill('');
      await basics.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(first).toBeFocused();
      await expect(first).toHaveAttribute('aria-invalid', 'true');
      await expect(first).toHaveAccessibleDescription('Enter your first name.');
      await expectNoSeriousViolations(page);
      expect(sent).toEqual([]);

      // Fixed and saved with Enter: the form is refilled in place, the keyboard stays in the field.
      await first.fill('Robin');
      await basics.getByLabel('Location').fill('Leeds');
      await basics.getByLabel('Location').press('Enter');
      await expect(page.getByText('Profile updated')).toBeVisible();
      await expect(basics.getByLabel('Location')).toBeFocused();
      await expect(first).not.toHaveAttribute('aria-invalid');

      // By keyboard: a job typed and sent with Enter on the button; the keyboard lands in the emptied form.
      const experience = page.getByRole('region', { name: 'Experience' });
      await experience.getByLabel('Job title').fill('Engineer');
      await experience.getByLabel('Company').fill('Hooli');
      await experience.getByLabel('Start (YYYY-MM)').fill('2016-09');
      await experience.getByRole('button', { name: 'Add job' }).focus();
      await page.keyboard.press('Enter');
      await expect(experience.getByText('Sep 2016 – Present')).toBeVisible();
      await expect(experience.getByLabel('Job title')).toBeFocused();
      await expect(experience.getByLabel('Job title')).toHaveValue('');

      const skills = page.getByRole('region', { name: 'Skills' });
      for (const skill of ['Kafka', 'SQL']) {
        await skills.getByLabel('Add a skill').fill(skill);
        await skills.getByLabel('Add a skill').press('Enter');
        await expect(skills.getByRole('button', { name: `Remove ${skill}` })).toBeVisible();
      }
      await skills.getByRole('button', { name: 'Remove Kafka' }).focus();
      await page.keyboard.press('Enter');
      await expect(skills.getByRole('button', { name: 'Remove Kafka' })).toHaveCount(0);
      await expect(skills.getByRole('button', { name: 'Remove SQL' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(skills.getByLabel('Add a skill')).toBeFocused();
      expect(await focusedTag(page)).toBe('INPUT');
      await expectNoSeriousViolations(page);
    });

    test(`the resume review with nothing ticked says why nothing was added, where the keyboard is (${device})`, async ({ page }) => {
      test.setTimeout(60_000);
      await newCandidateOnProfile(page);
      await page.getByLabel('Upload a resume (PDF or DOCX)').setInputFiles({
        name: 'robin-resume.pdf', mimeType: 'application/pdf',
        buffer: await resumePdf(['Robin Okafor', 'Experience', 'Data Engineer at Northwind Foods   Mar 2019 - Dec 2022', 'Pipelines with Apache Spark, Kafka and Terraform.']),
      });
      await page.getByRole('dialog', { name: 'Upload this resume?' }).getByRole('button', { name: 'Upload' }).click();
      const review = page.getByRole('region', { name: 'What your resume would change' });
      await expect(review.getByRole('checkbox', { name: 'Kafka' })).toBeChecked();
      for (const box of await review.getByRole('checkbox').all()) await box.uncheck();
      const sent = countEdits(page);
      await review.getByRole('button', { name: 'Add to my profile' }).click();
      const alert = review.getByRole('alert');
      await expect(alert).toHaveText('Nothing is ticked, so nothing was added. Tick what to add to your profile, or choose "Not now".');
      await expect(alert).toBeFocused();
      expect(sent).toEqual([]);
      await expectNoSeriousViolations(page);
    });
  });
}

test.describe('a Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  // The whole page speaks Spanish now (issue 30), so the labels are the Spanish catalogue's.
  test('periods in the entry lists are written with Spanish months', async ({ page }) => {
    await page.goto('/careers');
    await signUpByApi(page, { firstName: 'Robin', lastName: 'Okafor' });
    await page.goto('/careers/profile');
    await expect(page.getByRole('heading', { name: /^Tu perfil está completo al \d+ %$/ })).toBeVisible();
    const education = page.getByRole('region', { name: 'Formación' });
    await education.getByLabel('Titulación').fill('BSc Mathematics');
    await education.getByLabel('Centro de estudios').fill('University of Leeds');
    await education.getByLabel('Inicio (AAAA-MM)').fill('2014-09');
    await education.getByLabel('Fin (AAAA-MM, vacío si sigue en curso)').fill('2017-06');
    await education.getByRole('button', { name: 'Añadir formación' }).click();
    await expect(education.getByText('sept 2014 – jun 2017')).toBeVisible();
  });
});
