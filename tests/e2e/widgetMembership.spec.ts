// A guest becomes a member in the widget's production build against the mock backend over HTTP, as a
// newcomer on `npm start` would: sign up, follow the confirmation link the mock "mailed" (its outbox),
// sign in, sign out, sign in again; and a forgotten password reset from its mailed link.
import { expect, type Page } from '@playwright/test';
import { errorMessage } from '../../sdk/src/messages';
import { test } from './fixtures/reusedContext';
import { startWidgetSite, type WidgetSite } from './fixtures/widgetSite';

let site: WidgetSite;

test.beforeAll(async () => {
  site = await startWidgetSite('membership');
});

test.afterAll(async () => {
  await site.close();
});

test.beforeEach(async () => {
  await site.resetMock();
});

const account = (page: Page) => page.getByRole('banner').getByRole('group', { name: 'Your account' });

/** The first link of the given path in the mails the mock sent to `to`. */
async function mailedLink(to: string, path: string): Promise<string> {
  const response = await fetch(`${site.mockUrl}/__staykit/outbox?to=${encodeURIComponent(to)}`);
  const { data } = (await response.json()) as { data: { links: string[] }[] };
  const link = data.flatMap((mail) => mail.links).find((candidate) => candidate.startsWith(path));
  if (link === undefined) throw new Error(`No ${path} link was mailed to ${to}`);
  return link;
}

async function signIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel(/^E-mail address/).fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

test('a guest signs up, confirms from the mailed link, signs in and out', async ({ page }) => {
  await page.goto(`${site.origin}/booking/result?hotel_code=demo-tokyo&locale=en`);
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Not a member yet? Create a membership account.' }).click();
  const form = page.getByRole('form', { name: 'Create a membership account' });
  await form.getByLabel('Last name').fill('Tanaka');
  await form.getByLabel('First name').fill('Aiko');
  await form.getByLabel(/^E-mail address/).fill('aiko.tanaka@example.com');
  await form.getByLabel('Confirm e-mail address').fill('aiko.tanaka@example.com');
  await form.getByLabel(/^Password/).fill('Winter2026x');
  await form.getByLabel('Confirm password').fill('Winter2026x');
  await form.getByLabel(/membership terms/).check();
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  expect(page.url()).not.toContain('example.com');

  await page.goto(
    `${site.origin}${await mailedLink('aiko.tanaka@example.com', '/member-confirmation')}&locale=en`,
  );
  await expect(page.getByText('Your membership is confirmed. You can now sign in.')).toBeVisible();
  await expect(page).not.toHaveURL(/confirmation_token/);
  await page.getByRole('link', { name: 'Go to sign-in' }).click();

  await signIn(page, 'aiko.tanaka@example.com', 'Winter2026x');
  await expect(account(page).getByText('Aiko Tanaka')).toBeVisible();
  await expect(page).toHaveURL(/\/booking\/result\?hotel_code=demo-tokyo/);

  // The password changed from the account page, then the new one signs in after a sign-out.
  await account(page).getByRole('link', { name: 'My account' }).click();
  const change = page.getByRole('form', { name: 'Change your password' });
  await change.getByLabel(/^Current password/).fill('Winter2026x');
  await change.getByLabel(/^New password/).fill('Spring2027x!');
  await change.getByLabel(/^Confirm new password/).fill('Spring2027x!');
  await change.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText(/Your password has been changed/)).toBeVisible();
  await account(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await signIn(page, 'aiko.tanaka@example.com', 'Spring2027x!');
  await expect(account(page).getByText('Aiko Tanaka')).toBeVisible();
});

test('a refused sign-in is said in the guest language and focused', async ({ page }) => {
  await page.goto(`${site.origin}/sign-in?hotel_code=demo-tokyo&locale=ja`);
  const form = page.getByRole('form', { name: 'ログイン' });
  await form.getByLabel('メールアドレス').fill('hanako.yamada@example.com');
  await form.getByLabel('パスワード').fill('Wrong2026x');
  await form.getByRole('button', { name: 'ログイン' }).click();
  await expect(form.getByRole('alert')).toBeFocused();
  await expect(page).toHaveTitle(/ログイン/);
});

// Each documented refusal of sign-in, said where it belongs: in the form, as its alert, in the guest's
// language (the SDK's own message for the code), with nobody signed in.
for (const [account, email, message] of [
  [
    'a sign-up not confirmed yet',
    'pending.member@example.com',
    errorMessage('membership_not_registered', 'en'),
  ],
  ['a locked account', 'locked.member@example.com', errorMessage('1301', 'en')],
  ['an account the facility registered', 'front.desk.member@example.com', errorMessage('1403', 'en')],
] as const) {
  test(`sign-in of ${account} is refused in its form`, async ({ page }) => {
    await page.goto(`${site.origin}/sign-in?hotel_code=demo-tokyo&locale=en`);
    await signIn(page, email, 'Winter2026x');
    const alert = page.getByRole('form', { name: 'Sign in' }).getByRole('alert');
    await expect(alert).toBeFocused();
    await expect(alert).toHaveText(message);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  });
}

test('a forgotten password is reset from the mailed link, then signs in', async ({ page }) => {
  await page.goto(`${site.origin}/sign-in?hotel_code=demo-tokyo&locale=en`);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  const form = page.getByRole('form', { name: 'Reset your password' });
  await form.getByLabel('E-mail address').fill('hanako.yamada@example.com');
  await form.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(/If a membership uses hanako\.yamada@example\.com/)).toBeVisible();

  await page.goto(
    `${site.origin}${await mailedLink('hanako.yamada@example.com', '/change-password')}&locale=en`,
  );
  const change = page.getByRole('form', { name: 'Set a new password' });
  await expect(change).toBeVisible();
  await expect(page).not.toHaveURL(/reset_password_token/);
  await change.getByLabel(/^New password/).fill('Spring2027x!');
  await change.getByLabel('Confirm new password').fill('Spring2027x!');
  await change.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Your password has been changed.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign-in' }).click();
  await signIn(page, 'hanako.yamada@example.com', 'Spring2027x!');
  await expect(account(page).getByText('Hanako Yamada')).toBeVisible();
});

test('a member opens the account from the header and removes it for good', async ({ page }) => {
  await page.goto(`${site.origin}/sign-in?hotel_code=demo-tokyo&locale=en`);
  await signIn(page, 'hanako.yamada@example.com', 'Winter2026x');
  // Signed in to programme 1, the search shows the hotel's notice for its members.
  await expect(account(page)).toBeVisible();
  await page.goto(
    `${site.origin}/booking/result?hotel_code=demo-tokyo&locale=en&checkin=2026-12-20&checkout=2026-12-21`,
  );
  await expect(page.getByRole('region', { name: 'Notices from the hotel' })).toContainText(
    'Members: free late check-out',
  );
  await account(page).getByRole('link', { name: 'My account' }).click();
  await expect(page.getByRole('region', { name: 'Sign-in details' })).toContainText(
    'hanako.yamada@example.com',
  );
  const removal = page.getByRole('region', { name: 'Remove your account' });
  await removal.getByLabel('I am concerned about my privacy').check();
  await removal.getByLabel(/cannot be restored/).check();
  await removal.getByRole('button', { name: 'Remove my account' }).click();
  await expect(page.getByRole('heading', { name: 'Account removed' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.goto(`${site.origin}/sign-in?hotel_code=demo-tokyo&locale=en`);
  await signIn(page, 'hanako.yamada@example.com', 'Winter2026x');
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toBeVisible();
});

test('a member changes the sign-in e-mail, confirms it from the mailed link and signs in with it', async ({
  page,
}) => {
  await page.goto(`${site.origin}/sign-in?hotel_code=demo-tokyo&locale=en`);
  await signIn(page, 'hanako.yamada@example.com', 'Winter2026x');
  await account(page).getByRole('link', { name: 'My account' }).click();
  const change = page.getByRole('form', { name: 'Change your e-mail address' });
  await change.getByLabel(/^New e-mail address/).fill('hanako.new@example.com');
  await change.getByLabel(/^Confirm new e-mail address/).fill('hanako.new@example.com');
  await change.getByLabel(/^Current password/).fill('Winter2026x');
  await change.getByRole('button', { name: 'Send the confirmation link' }).click();
  await expect(page.getByText('Waiting for confirmation: hanako.new@example.com')).toBeVisible();
  // The link again, for a mail that did not arrive.
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We sent the link again.' })).toBeVisible();
  await account(page).getByRole('button', { name: 'Sign out' }).click();

  await page.goto(
    `${site.origin}${await mailedLink('hanako.new@example.com', '/member-confirmation')}&locale=en`,
  );
  await expect(page.getByText('Your new e-mail address is confirmed.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign-in' }).click();
  await signIn(page, 'hanako.new@example.com', 'Winter2026x');
  await expect(account(page).getByText('Hanako Yamada')).toBeVisible();
});

test('a LINE member signs in through the test provider page and lands back where she started', async ({
  page,
}) => {
  await page.goto(`${site.origin}/cancellation-policy?hotel_code=demo-tokyo&locale=en`);
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Continue with LINE' }).click();
  // The mock plays LINE: its consent page, on the mock's own origin.
  await expect(page.getByRole('heading', { name: 'Sign in with LINE (test provider)' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(new URL(site.mockUrl).origin);
  await page.getByRole('button', { name: /^Continue as Mei Watanabe/ }).click();
  await expect(account(page).getByText('Mei Watanabe')).toBeVisible();
  await expect(page).toHaveURL(/\/cancellation-policy\?hotel_code=demo-tokyo/);
  expect(new URL(page.url()).searchParams.has('code')).toBe(false);
});

test('a guest who cancels on the Facebook page is told so, and can sign in with e-mail instead', async ({
  page,
}) => {
  await page.goto(`${site.origin}/sign-in?hotel_code=demo-tokyo&locale=en`);
  await page.getByRole('button', { name: 'Continue with Facebook' }).click();
  await page.getByRole('button', { name: 'Cancel: do not allow' }).click();
  await expect(page.getByRole('alert')).toHaveText('Sign-in with Facebook was cancelled. You can try again.');
  await signIn(page, 'hanako.yamada@example.com', 'Winter2026x');
  await expect(account(page).getByText('Hanako Yamada')).toBeVisible();
});

test("a member signs in with the hotel's OpenID provider (Demo ID) through its test page", async ({
  page,
}) => {
  await page.goto(`${site.origin}/sign-in?hotel_code=demo-tokyo&locale=ja`);
  await page.getByRole('button', { name: 'Demo IDでログイン' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in with Demo ID (test provider)' })).toBeVisible();
  await page.getByRole('button', { name: /^Continue as Hanako Yamada/ }).click();
  await expect(page.getByRole('banner').getByText('Yamada Hanako')).toBeVisible();
  // Back in the guest's language: the return address carried it through the provider's page.
  await expect(page.getByRole('banner').getByRole('link', { name: 'マイアカウント' })).toBeVisible();
});

test("a member joins another of the brand's programmes, accepting its terms, and is signed in to it", async ({
  page,
}) => {
  await page.goto(`${site.origin}/sign-in?hotel_code=demo-tokyo&locale=en`);
  await signIn(page, 'hanako.yamada@example.com', 'Winter2026x');
  await account(page).getByRole('link', { name: 'My account' }).click();
  const join = page.getByRole('form', { name: 'Join another programme' });
  await expect(join.getByLabel('Programme to join')).toHaveValue('5');
  await expect(join.getByRole('option', { name: 'Demo Suites Club' })).toHaveCount(1);
  await join.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByText('Accept the programme’s terms to join it.').first()).toBeVisible();
  await join.getByRole('checkbox', { name: 'I accept the programme’s terms' }).check();
  await join.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You joined Demo Suites Club' })).toBeVisible();
  await expect(page.getByText('Demo Suites Club', { exact: true }).first()).toBeVisible();
});

test("the corporate sign-in link carries on the organization and referrer of the guest's link", async ({
  page,
}) => {
  await page.goto(
    `${site.origin}/sign-in?hotel_code=demo-tokyo&locale=en&organization_id=345&referrer_code=demo-trading`,
  );
  await page.getByRole('link', { name: 'Sign in as a corporate user' }).click();
  await expect(page).toHaveURL(/\/organization-sign-in\?.*organization_id=345.*referrer_code=demo-trading/);
  const form = page.getByRole('form', { name: 'Corporate sign-in' });
  await form.getByLabel(/^E-mail address/).fill('kenji.sato@example.com');
  await form.getByLabel(/^Password/).fill('Winter2026x');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(account(page)).toContainText('Kenji');
});
