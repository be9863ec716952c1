import Database from 'better-sqlite3';
import { expect, test, type Page } from '@playwright/test';
import { islandsReady } from './ready';
import { startPortal, type RunningPortal } from '../support/portal';
import { mailText, startTestSmtp, type TestSmtp } from '../support/smtp';

// The contact form in Chromium, against a portal of its own wired to a real SMTP server.
let smtp: TestSmtp;
let portal: RunningPortal;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startTestSmtp();
  portal = await startPortal({
    env: { SMTP_URL: smtp.url, CONTACT_TO: 'ministry@example.gov.ua', CONTACT_POLL_MS: '200' },
  });
});
test.afterAll(async () => {
  await portal?.stop();
  await smtp?.close();
});

function storedSubjects(): string[] {
  const db = new Database(portal.databasePath, { readonly: true });
  try {
    return (db.prepare('SELECT subject FROM contactMessages').all() as { subject: string }[]).map(
      (r) => r.subject,
    );
  } finally {
    db.close();
  }
}

/** The form once its browser checks run (before that, typing races hydration). */
async function openForm(page: Page) {
  await page.goto(`${portal.url}/contact-us`);
  await islandsReady(page);
}

async function fill(page: Page, subject: string) {
  await page.getByLabel("Ваше ім'я").fill('Олена Коваленко');
  await page.getByLabel('Електронна пошта').fill('olena@example.com');
  await page.getByLabel('Телефон').fill('380441234567');
  await page.getByLabel('Тема').fill(subject);
  await page
    .getByRole('textbox', { name: /^Повідомлення/ })
    .fill('Добрий день! Коли оновляться дані проєкту?');
}

test('shows the exact Ukrainian messages after leaving a field, linked to the field', async ({
  page,
}) => {
  await openForm(page);
  await expect(page).toHaveTitle('IFIs - Контакти');
  const name = page.getByLabel("Ваше ім'я");
  await name.fill('О');
  await expect(page.locator('#contact-name-error')).toHaveText('');
  await name.blur();
  await expect(page.locator('#contact-name-error')).toHaveText('Помилка: не менше 2 символів');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAttribute('aria-describedby', /contact-name-error/);
  await expect(name).toHaveAccessibleDescription(/не менше 2 символів/);

  const email = page.getByLabel('Електронна пошта');
  await email.fill('olena@');
  await email.blur();
  await expect(page.locator('#contact-email-error')).toHaveText(
    'Помилка: невірна адреса електронної пошти',
  );
  const subject = page.getByLabel('Тема');
  await subject.focus();
  await subject.blur();
  await expect(page.locator('#contact-subject-error')).toHaveText("Помилка: Це поле обов'язкове");

  // Fixing a field clears its message as you type.
  await name.fill('Олена');
  await expect(page.locator('#contact-name-error')).toHaveText('');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');
});

test('formats the phone as (XXX) XXX XX XX XX when the field is left', async ({ page }) => {
  await openForm(page);
  const phone = page.getByLabel('Телефон');
  await phone.fill('0441234567');
  await phone.blur();
  await expect(phone).toHaveValue('(044) 123 45 67');
});

test('summarises the errors on submit and moves focus to the summary', async ({ page }) => {
  await openForm(page);
  await page.getByRole('button', { name: 'Надіслати' }).click();
  const summary = page.locator('[aria-labelledby="contact-summary-title"]');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveCount(4);
  await summary.getByRole('link', { name: /Тема/ }).click();
  await expect(page.getByLabel('Тема')).toBeFocused();
});

test('stores a valid message, delivers it by SMTP and clears the form', async ({ page }) => {
  await openForm(page);
  await fill(page, 'Лист з браузера');
  await page.getByRole('button', { name: 'Надіслати' }).click();
  // The dialog says it (screenReader.spec.ts: spoken once); the form keeps it in view.
  await expect(page.getByRole('dialog', { name: 'Повідомлення' })).toContainText('Дякуємо!');
  await expect(page.locator('form').getByText(/^Дякуємо!/)).toBeVisible();
  await expect(page.getByLabel('Тема')).toHaveValue('');
  expect(storedSubjects()).toContain('Лист з браузера');
  const mails = await smtp.waitFor(1);
  const text = mailText(mails.find((m) => mailText(m.raw).includes('Олена'))!.raw);
  expect(text).toContain('Телефон: (380) 441 23 45 67');
  expect(text).toContain('Тема: Лист з браузера');
});

// The dialog is the layout shell's (its MessageDialog); the form calls showGlobalMessage().
test('thanks in the message dialog, whose single "Дякую" button clears it', async ({ page }) => {
  await openForm(page);
  await fill(page, 'Лист з подякою');
  await page.getByRole('button', { name: 'Надіслати' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Дякуємо! Ваше повідомлення надіслано.');
  await expect(dialog.getByRole('button')).toHaveText(['Дякую']);
  await dialog.getByRole('button', { name: 'Дякую' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('works without JavaScript: errors, then the thank-you message', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${portal.url}/contact-us`);
  await page.getByLabel('Електронна пошта').fill('olena@');
  await page.getByRole('button', { name: 'Надіслати' }).click();
  await expect(page.getByRole('heading', { name: 'Перевірте дані у формі' })).toBeVisible();
  await expect(page.locator('#contact-email-error')).toHaveText(
    'Помилка: невірна адреса електронної пошти',
  );
  await expect(page.getByLabel('Електронна пошта')).toHaveValue('olena@');
  await fill(page, 'Лист без JavaScript');
  await page.getByRole('button', { name: 'Надіслати' }).click();
  await expect(page.getByText('Дякуємо! Ваше повідомлення надіслано.')).toBeVisible();
  expect(storedSubjects()).toContain('Лист без JavaScript');
  await context.close();
});
