// Steps a person takes again and again: register, sign in, sign out.
import type { Page } from 'playwright-core';

export interface Person {
  name: string;
  email: string;
  password: string;
}

let counter = 0;
export function newPerson(first = 'Asha'): Person {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    name: `${first} Rao`,
    email: `${first.toLowerCase()}.${tag}@example.com`,
    password: 'Flight-plan-2025',
  };
}

export async function register(page: Page, baseUrl: string, person: Person): Promise<void> {
  await page.goto(baseUrl);
  await page.getByTestId('landing-register').click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name=name]').fill(person.name);
  await dialog.locator('input[name=email]').fill(person.email);
  await dialog.locator('input[name=password]').fill(person.password);
  await dialog.getByTestId('register-submit').click();
  await page.getByTestId('home-greeting').waitFor();
  await finishOnboarding(page);
}

/** A new account first accepts the privacy policy, then skips the welcome wizard. */
export async function finishOnboarding(page: Page): Promise<void> {
  await page.getByTestId('privacy-accept').click();
  await page.getByTestId('welcome-skip').click();
  await page.getByTestId('welcome-wizard').waitFor({ state: 'detached' });
}

export async function signIn(
  page: Page,
  baseUrl: string,
  person: Pick<Person, 'email' | 'password'>,
): Promise<void> {
  await page.goto(baseUrl);
  await page.getByTestId('landing-login').click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name=email]').fill(person.email);
  await dialog.locator('input[name=password]').fill(person.password);
  await dialog.getByTestId('login-submit').click();
  await page.getByTestId('home-greeting').waitFor();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('sign-out-button').click();
  await page.getByTestId('landing-login').waitFor();
}

/** The seeded demo owner (SEED_DEMO=true), who owns the team workspace "Skyline Surveys". */
export const DEMO_OWNER = { email: 'owner@sortie.demo', password: 'Sortie-demo-2025' } as const;

/**
 * Signs the demo owner in, skips the welcome wizard, and returns the id of their team workspace
 * (not the personal one), as the app stored it for the signed-in user.
 */
export async function signInDemoOwner(page: Page, baseUrl: string): Promise<string> {
  await signIn(page, baseUrl, DEMO_OWNER);
  await finishOnboarding(page);
  const raw = await page.evaluate(() => localStorage.getItem('user'));
  const user = JSON.parse(raw ?? '{}') as { companies: { id: string; personal_space: boolean }[] };
  return user.companies.find((c) => !c.personal_space)!.id;
}
