import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

let counter = 0;
export function newPerson(prefix = 'e2e') {
  counter += 1;
  const id = `${prefix}${Date.now().toString(36)}${counter}`;
  return { username: id, email: `${id}@example.com`, password: 'Holdfast*2026' };
}

/** The dev mail transport prints each mail's links to the server log; read the newest for `to`. */
export async function mailLinkFromLog(to: string): Promise<string> {
  const file = process.env.E2E_SERVER_LOG!;
  for (let i = 0; i < 40; i++) {
    const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
    for (const line of lines.reverse()) {
      try {
        const entry = JSON.parse(line) as { mail?: { to: string; links: string[] } };
        if (entry.mail?.to === to.toLowerCase() && entry.mail.links[0]) return entry.mail.links[0];
      } catch {
        /* not JSON */
      }
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to} in the server log`);
}

export async function register(page: Page, person: ReturnType<typeof newPerson>) {
  await page.goto('/registration');
  await page.getByRole('textbox', { name: 'Username' }).fill(person.username);
  await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('dialog', { name: 'Please Verify Your Email' })).toBeVisible();
}

export async function login(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** A new member: registers, verifies, logs in, onboards, lands on the dashboard and skips the guide. */
export async function signUpToDashboard(page: Page, prefix: string) {
  const person = newPerson(prefix);
  await register(page, person);
  await page.goto(await mailLinkFromLog(person.email));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('textbox', { name: 'Display Name' }).fill('Casey Morgan');
  await page.getByRole('radiogroup', { name: 'Gender' }).getByRole('radio', { name: 'Male', exact: true }).check();
  await page.getByRole('radiogroup', { name: 'Are you married?' }).getByRole('radio', { name: 'Yes', exact: true }).check();
  await page.getByRole('radiogroup', { name: 'Are you a student?' }).getByRole('radio', { name: 'No', exact: true }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radiogroup', { name: 'Do you lead a group or ministry?' }).getByRole('radio', { name: 'No', exact: true }).check();
  await page.getByRole('button', { name: 'Complete' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const guide = page.getByRole('dialog', { name: 'Your first steps' });
  await expect(guide).toBeVisible();
  await guide.getByRole('button', { name: 'Skip' }).click();
  await expect(guide).toBeHidden();
  return person;
}
