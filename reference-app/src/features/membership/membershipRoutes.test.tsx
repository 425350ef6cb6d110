import { errorMessage } from '@staykit/sdk/messages';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupMockApi, TEST_CONFIG } from '../../testing/setupMockApi';
import { mockApiClient } from '../../testing/mockApiClient';
import { signInMockMember } from '../../testing/signInMockMember';
import { recordRequests } from '../../testing/recordRequests';
import { startWidget } from '../../testing/startWidget';

// The member screens over the mock's handlers, as a guest uses them: the e-mails the mock "sends" are
// read from its outbox (GET /__staykit/outbox), as a developer walking the demo would read them. The
// seed's Hanako Yamada signs in with hanako.yamada@example.com and Winter2026x.
const server = setupMockApi();
// The member screens' code and words load on demand: compiled here, under the hook's longer timeout, the
// first test on a busy machine does not spend its wait on it.
beforeAll(async () => {
  await Promise.all([import('../../routes/memberRoutes'), import('../../i18n/catalogues/en/member')]);
});

const NEW_EMAIL = 'aiko.tanaka@example.com';

async function outboxLink(to: string, path: string): Promise<string> {
  const response = await fetch(`${TEST_CONFIG.apiUrl}/__staykit/outbox?to=${encodeURIComponent(to)}`);
  const { data } = (await response.json()) as { data: { links: string[] }[] };
  const link = data.flatMap((mail) => mail.links).find((candidate) => candidate.startsWith(path));
  if (link === undefined) throw new Error(`No ${path} link was mailed to ${to}`);
  return link;
}

// Following a link opens the widget anew, as a browser would: the screen before it is gone.
function open(path: string) {
  cleanup();
  document.body.innerHTML = '';
  startWidget(path);
}

const type = (form: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });

async function signIn(email: string, password: string, hotelCode = 'demo-tokyo') {
  open(`/sign-in?hotel_code=${hotelCode}&locale=en`);
  const form = await screen.findByRole('form', { name: 'Sign in' });
  type(form, /^E-mail address/, email);
  type(form, /^Password/, password);
  fireEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
  return form;
}

/** Fills the sign-up form with Aiko Tanaka's details and `password` twice. */
function fillSignUp(form: HTMLElement, password: string) {
  type(form, /^Last name/, 'Tanaka');
  type(form, /^First name/, 'Aiko');
  type(form, /^E-mail address/, NEW_EMAIL);
  type(form, /^Confirm e-mail address/, NEW_EMAIL);
  type(form, /^Password/, password);
  type(form, /^Confirm password/, password);
}

const account = async () =>
  within(await screen.findByRole('banner')).findByRole('group', { name: 'Your account' });

describe('member screens', () => {
  it('signs a member in with e-mail and password, then shows the room search with the member in the header', async () => {
    await signIn('hanako.yamada@example.com', 'Winter2026x');
    expect(within(await account()).getByText('Hanako Yamada')).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/booking/result'));
    expect(localStorage.getItem('900_staykit_user_token')).toMatch(/^ut_/);
  });

  it('returns to the screen the guest signed in from', async () => {
    open('/cancellation-policy?hotel_code=demo-tokyo&locale=en');
    const banner = await screen.findByRole('banner');
    fireEvent.click(await within(banner).findByRole('link', { name: 'Sign in' }));
    const form = await screen.findByRole('form', { name: 'Sign in' });
    type(form, /^E-mail address/, 'hanako.yamada@example.com');
    type(form, /^Password/, 'Winter2026x');
    fireEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect(within(await account()).getByText('Hanako Yamada')).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/cancellation-policy'));
  });

  it('/sign-out signs the member out and shows the room search; a guest is sent to sign-in', async () => {
    localStorage.setItem('900_staykit_user_token', await signInMockMember('hanako.yamada@example.com'));
    open('/sign-out?hotel_code=demo-tokyo&locale=en');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Sign in' })).toBeTruthy();
    await waitFor(() => expect(window.location.pathname).toBe('/booking/result'));
    expect(localStorage.getItem('900_staykit_user_token')).toBeNull();

    open('/sign-out?hotel_code=demo-tokyo&locale=en');
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeTruthy();
  });

  it('offers corporate sign-in where the hotel does, and signs a corporate user in for the link organization', async () => {
    open('/sign-in?hotel_code=demo-tokyo&locale=en');
    fireEvent.click(await screen.findByRole('link', { name: 'Sign in as a corporate user' }));
    await screen.findByRole('form', { name: 'Corporate sign-in' });
    // The link a company is given names its organization.
    open(
      '/organization-sign-in?hotel_code=demo-tokyo&locale=en&organization_id=345&referrer_code=demo-trading',
    );
    const form = await screen.findByRole('form', { name: 'Corporate sign-in' });
    type(form, /^E-mail address/, 'kenji.sato@example.com');
    type(form, /^Password/, 'Winter2026x');
    fireEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect(within(await account()).getByText('Demo Trading Kenji Sato')).toBeTruthy();
  });

  it('refuses a member who is not a corporate user at corporate sign-in', async () => {
    open('/organization-sign-in?hotel_code=demo-tokyo&locale=en&organization_id=345');
    const form = await screen.findByRole('form', { name: 'Corporate sign-in' });
    type(form, /^E-mail address/, 'hanako.yamada@example.com');
    type(form, /^Password/, 'Winter2026x');
    fireEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      errorMessage('invalid_credentials', 'en'),
    );
  });

  it('says why a sign-in was refused, in an alert that takes focus, and keeps what was typed', async () => {
    const form = await signIn('hanako.yamada@example.com', 'Wrong2026x');
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe(errorMessage('invalid_credentials', 'en'));
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(within(form).getByLabelText<HTMLInputElement>(/^E-mail address/).value).toBe(
      'hanako.yamada@example.com',
    );
  });

  it.each([
    ['a sign-up not confirmed yet', 'pending.member@example.com', 'membership_not_registered'],
    ['a locked account', 'locked.member@example.com', '1301'],
    ['an account the facility registered', 'front.desk.member@example.com', '1403'],
  ] as const)('says why a sign-in of %s is refused, in the guest language', async (_case, email, code) => {
    const form = await signIn(email, 'Winter2026x');
    expect((await within(form).findByRole('alert')).textContent).toBe(errorMessage(code, 'en'));
    expect(within(screen.getByRole('banner')).queryByRole('group', { name: 'Your account' })).toBeNull();
  });

  it('checks the sign-in form before sending: a summary links to each field', async () => {
    startWidget('/sign-in?hotel_code=demo-tokyo&locale=en');
    const form = await screen.findByRole('form', { name: 'Sign in' });
    type(form, /^E-mail address/, 'hanako@example');
    fireEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
    const summary = await screen.findByRole('alert');
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'E-mail address: Check this field.',
      'Password: Fill in this field.',
    ]);
    const passwordLink = links.find((link) => link.textContent?.startsWith('Password'));
    if (passwordLink) fireEvent.click(passwordLink);
    expect(document.activeElement).toBe(within(form).getByLabelText(/^Password/));
  });

  it('signs up, confirms from the mailed link, then signs in with the new account', async () => {
    startWidget('/sign-up?hotel_code=demo-tokyo&locale=en');
    const form = await screen.findByRole('form', { name: 'Create a membership account' });
    fillSignUp(form, 'winter2026');
    fireEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    // The SDK's rules, before anything is sent: a weak password and the terms.
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Password: This password does not follow the rules above.',
      'Membership terms: Accept the membership terms to create an account.',
    ]);
    type(form, /^Password/, 'Winter2026x');
    type(form, /^Confirm password/, 'Winter2026x');
    fireEvent.click(within(form).getByRole('checkbox', { name: /membership terms/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeTruthy();
    expect(screen.getByText(/We sent a link to aiko\.tanaka@example\.com/)).toBeTruthy();
    expect(window.location.href).not.toContain('example.com');

    const link = await outboxLink(NEW_EMAIL, '/member-confirmation');
    open(`${link}&locale=en`);
    expect(await screen.findByText('Your membership is confirmed. You can now sign in.')).toBeTruthy();
    // The link's token left the address once read.
    expect(window.location.search).not.toContain('confirmation_token');

    await signIn(NEW_EMAIL, 'Winter2026x');
    expect(within(await account()).getByText('Aiko Tanaka')).toBeTruthy();
  });

  it('attributes a sign-up to the campaign and the customer segment the guest landed with', async () => {
    const signUps = recordRequests(
      server,
      (url, request) => request.method === 'POST' && url.pathname.endsWith('/sign_up'),
    );
    startWidget(
      '/sign-up?hotel_code=demo-tokyo&locale=en&utm_source=line&utm_campaign=winter' +
        '&google_site=maps&segment_ids=vip,vip,12&icon_message_id=im_1',
    );
    const form = await screen.findByRole('form', { name: 'Create a membership account' });
    fillSignUp(form, 'Winter2026x');
    fireEvent.click(within(form).getByRole('checkbox', { name: /membership terms/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeTruthy();
    // The contract's fields only (no google_site in a member's tracking), each segment id once.
    expect(await signUps.bodies()).toEqual([
      expect.objectContaining({
        tracking_data: {
          utm_source: 'line',
          utm_campaign: 'winter',
          customer_segment: { segment_ids: ['vip', '12'], icon_message_id: 'im_1' },
        },
      }),
    ]);
  });

  it('at a hotel that asks for the bot check, runs it before a sign-up, a password reset and a sign-in', async () => {
    // demo-nagoya guards these forms with the check, and refuses them without its token; the mock's check
    // passes unseen.
    startWidget('/sign-up?hotel_code=demo-nagoya&locale=en');
    const form = await screen.findByRole('form', { name: 'Create a membership account' });
    fillSignUp(form, 'Winter2026x');
    fireEvent.click(within(form).getByRole('checkbox', { name: /membership terms/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeTruthy();

    open('/forgot-password?hotel_code=demo-nagoya&locale=en');
    const reset = await screen.findByRole('form', { name: 'Reset your password' });
    type(reset, /^E-mail address/, 'hanako.yamada@example.com');
    fireEvent.click(within(reset).getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(/If a membership uses hanako\.yamada@example\.com/)).toBeTruthy();

    await signIn('hanako.yamada@example.com', 'Winter2026x', 'demo-nagoya');
    expect(within(await account()).getByText('Hanako Yamada')).toBeTruthy();
  });

  it('says when a confirmation link was already used', async () => {
    startWidget('/member-confirmation?hotel_code=demo-tokyo&locale=en&confirmation_token=cf_confirmed_0001');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(errorMessage('1402', 'en'));
  });

  it('offers a new link for an expired one, and sends it', async () => {
    open('/member-confirmation?hotel_code=demo-tokyo&locale=en&confirmation_token=cf_expired_0001');
    expect((await screen.findByRole('alert')).textContent).toBe(errorMessage('1401', 'en'));
    fireEvent.click(screen.getByRole('link', { name: 'Send a new confirmation link' }));
    const form = await screen.findByRole('form', { name: 'Send the confirmation link again' });
    type(form, /^E-mail address/, 'pending.member@example.com');
    fireEvent.click(within(form).getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(/We sent a new link to pending\.member@example\.com/)).toBeTruthy();
    expect(await outboxLink('pending.member@example.com', '/member-confirmation')).toContain(
      'confirmation_token=',
    );
  });

  it('resets a forgotten password from the mailed link, with the change rules, and signs in with the new one', async () => {
    startWidget('/forgot-password?hotel_code=demo-tokyo&locale=en');
    const form = await screen.findByRole('form', { name: 'Reset your password' });
    type(form, /^E-mail address/, 'hanako.yamada@example.com');
    fireEvent.click(within(form).getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(/If a membership uses hanako\.yamada@example\.com/)).toBeTruthy();

    const link = await outboxLink('hanako.yamada@example.com', '/change-password');
    open(`${link}&locale=en`);
    const change = await screen.findByRole('form', { name: 'Set a new password' });
    expect(window.location.search).not.toContain('reset_password_token');
    // A change needs a symbol too.
    type(change, /^New password/, 'Spring2027x');
    type(change, /^Confirm new password/, 'Spring2027x');
    fireEvent.click(within(change).getByRole('button', { name: 'Save the new password' }));
    expect(await within(change).findByText('This password does not follow the rules above.')).toBeTruthy();
    type(change, /^New password/, 'Spring2027x!');
    type(change, /^Confirm new password/, 'Spring2027x!');
    fireEvent.click(within(change).getByRole('button', { name: 'Save the new password' }));
    expect(
      await screen.findByText('Your password has been changed. Sign in with the new password.'),
    ).toBeTruthy();

    await signIn('hanako.yamada@example.com', 'Spring2027x!');
    expect(within(await account()).getByText('Hanako Yamada')).toBeTruthy();
  });

  it('/my-account sends a guest to sign-in and back, then shows the login and personal information', async () => {
    open('/my-account?hotel_code=demo-tokyo&locale=en');
    const form = await screen.findByRole('form', { name: 'Sign in' });
    type(form, /^E-mail address/, 'hanako.yamada@example.com');
    type(form, /^Password/, 'Winter2026x');
    fireEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'My account' })).toBeTruthy();
    expect(window.location.pathname).toBe('/my-account');
    const login = await screen.findByRole('region', { name: 'Sign-in details' });
    expect(within(login).getByText('hanako.yamada@example.com')).toBeTruthy();
    const personal = screen.getByRole('region', { name: 'Personal information' });
    expect(within(personal).getByText('Hanako Yamada')).toBeTruthy();
    expect(within(personal).getByText('0012345678')).toBeTruthy();
  });

  it('removes the account with its reasons, after checking them, and signs out for good', async () => {
    localStorage.setItem('900_staykit_user_token', await signInMockMember('hanako.yamada@example.com'));
    open('/my-account?hotel_code=demo-tokyo&locale=en');
    const removal = await screen.findByRole('region', { name: 'Remove your account' });
    fireEvent.click(within(removal).getByRole('button', { name: 'Remove my account' }));
    const summary = await within(removal).findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Choose at least one reason.', 'Confirm that you understand the removal is final.']);
    fireEvent.click(within(removal).getByRole('checkbox', { name: 'I receive too many e-mails' }));
    fireEvent.click(within(removal).getByRole('checkbox', { name: /cannot be restored/ }));
    fireEvent.click(within(removal).getByRole('button', { name: 'Remove my account' }));
    expect(await screen.findByRole('heading', { name: 'Account removed' })).toBeTruthy();
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(localStorage.getItem('900_staykit_user_token')).toBeNull();

    const refused = await signIn('hanako.yamada@example.com', 'Winter2026x');
    expect((await within(refused).findByRole('alert')).textContent).toBe(
      errorMessage('invalid_credentials', 'en'),
    );
  });

  it('changes the password from the account page with the current one, and signs in with the new one', async () => {
    localStorage.setItem('900_staykit_user_token', await signInMockMember('hanako.yamada@example.com'));
    open('/my-account?hotel_code=demo-tokyo&locale=en');
    const section = await screen.findByRole('region', { name: 'Change your password' });
    const form = within(section).getByRole('form', { name: 'Change your password' });
    type(form, /^Current password/, 'Wrong2026x!');
    type(form, /^New password/, 'Spring2027x!');
    type(form, /^Confirm new password/, 'Spring2027x!');
    fireEvent.click(within(form).getByRole('button', { name: 'Save the new password' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(
      errorMessage('invalid_credentials', 'en'),
    );
    type(form, /^Current password/, 'Winter2026x');
    fireEvent.click(within(form).getByRole('button', { name: 'Save the new password' }));
    expect(await within(section).findByText(/Your password has been changed/)).toBeTruthy();
    // Still signed in here.
    expect(within(await account()).getByText('Hanako Yamada')).toBeTruthy();

    // Another browser, with nothing stored, signs in with the new password.
    localStorage.clear();
    await signIn('hanako.yamada@example.com', 'Spring2027x!');
    expect(within(await account()).getByText('Hanako Yamada')).toBeTruthy();
  });

  it('changes the sign-in e-mail: pending until the link mailed to the new address is opened', async () => {
    localStorage.setItem('900_staykit_user_token', await signInMockMember('hanako.yamada@example.com'));
    open('/my-account?hotel_code=demo-tokyo&locale=en');
    const section = await screen.findByRole('region', { name: 'Change your e-mail address' });
    const form = within(section).getByRole('form', { name: 'Change your e-mail address' });
    type(form, /^New e-mail address/, 'hanako.new@example.com');
    type(form, /^Confirm new e-mail address/, 'hanako.new@example.com');
    type(form, /^Current password/, 'Winter2026x');
    fireEvent.click(within(form).getByRole('button', { name: 'Send the confirmation link' }));
    expect(await within(section).findByText(/We sent a link to hanako\.new@example\.com/)).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Sign-in details' });
    expect(await within(details).findByText('Waiting for confirmation: hanako.new@example.com')).toBeTruthy();

    open(`${await outboxLink('hanako.new@example.com', '/member-confirmation')}&locale=en`);
    expect(
      await screen.findByText('Your new e-mail address is confirmed. Sign in with it from now on.'),
    ).toBeTruthy();
    localStorage.clear();
    await signIn('hanako.new@example.com', 'Winter2026x');
    expect(within(await account()).getByText('Hanako Yamada')).toBeTruthy();
  });

  it("a LINE member changes the personal information: checked by the language's name rules, saved, and the header shows the new name", async () => {
    localStorage.setItem('900_staykit_user_token', await signInMockMember('mei.watanabe@example.com'));
    open('/my-account?hotel_code=demo-tokyo&locale=ja');
    const section = await screen.findByRole('region', { name: '会員情報' });
    const form = within(section).getByRole('form', { name: '会員情報' });
    expect((within(form).getByLabelText(/^電話番号/) as HTMLInputElement).value).toBe('+819011112222');
    type(form, /^姓/, '渡辺');
    type(form, /^電話番号/, '');
    fireEvent.click(within(form).getByRole('button', { name: '会員情報を保存' }));
    const summary = await within(section).findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      '姓：ひらがなまたはアルファベットで入力してください。',
      '電話番号：この項目を入力してください。',
    ]);
    type(form, /^姓/, 'わたなべ');
    type(form, /^電話番号/, '+819033334444');
    fireEvent.click(within(form).getByRole('button', { name: '会員情報を保存' }));
    expect(await within(section).findByText('会員情報を保存しました。')).toBeTruthy();
    // The header names the member as the identity now answers: the new surname first, in Japanese.
    expect(await within(screen.getByRole('banner')).findByText('わたなべ Mei')).toBeTruthy();
  });

  it("a member of the product's own sign-in sees the personal information, and why it cannot be changed here", async () => {
    localStorage.setItem('900_staykit_user_token', await signInMockMember('hanako.yamada@example.com'));
    open('/my-account?hotel_code=demo-tokyo&locale=en');
    const section = await screen.findByRole('region', { name: 'Personal information' });
    expect(within(section).queryByRole('form')).toBeNull();
    expect(within(section).getByText(/cannot be changed here/)).toBeTruthy();
  });

  it('shows the programme with its companions, and switches to another of the member’s programmes', async () => {
    localStorage.setItem('900_staykit_user_token', await signInMockMember('hanako.yamada@example.com'));
    open('/my-account?hotel_code=demo-tokyo&locale=en');
    const section = await screen.findByRole('region', { name: 'Membership programme' });
    expect(await within(section).findByText('Demo Rewards')).toBeTruthy();
    expect(within(section).getByText('Adult companion, Child companion')).toBeTruthy();
    const list = await within(section).findByRole('combobox', { name: 'Another of your programmes' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Demo Family']),
    );
    const before = localStorage.getItem('900_staykit_user_token');
    fireEvent.click(within(section).getByRole('button', { name: 'Switch programme' }));
    expect(
      await within(section).findByText(
        'You are now signed in to Demo Family. Prices and points follow this programme.',
      ),
    ).toBeTruthy();
    expect(within(section).getByText('Demo Family', { selector: 'dd' })).toBeTruthy();
    // The session is the new programme's: a new token, and the programme left is the one to switch back to.
    expect(localStorage.getItem('900_staykit_user_token')).not.toBe(before);
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Demo Rewards']),
    );
  });

  it('/sign-up-done says the membership is ready, with the way to sign in', async () => {
    open('/sign-up-done?hotel_code=demo-tokyo&locale=en');
    expect(await screen.findByRole('heading', { name: 'Your membership is ready' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Your Demo Hotels membership account is ready.');
    fireEvent.click(screen.getByRole('link', { name: 'Go to sign-in' }));
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeTruthy();
  });

  it('after confirming, leads back to the hotel page the sign-up came from, on the hotel’s own site', async () => {
    const back = 'https://www.demo-tokyo.example.com/booking/plans';
    await mockApiClient().membership.signUp({
      params: { path: { hotel_id: 101 } },
      body: {
        first_name: 'Ren',
        last_name: 'Mori',
        email: 'ren.mori@example.com',
        email_confirmation: 'ren.mori@example.com',
        password: 'Winter2026x',
        password_confirmation: 'Winter2026x',
        terms_accepted: true,
        redirect_url: back,
      },
    });
    open(`${await outboxLink('ren.mori@example.com', '/member-confirmation')}&locale=en`);
    const link = await screen.findByRole('link', { name: 'Continue to www.demo-tokyo.example.com' });
    expect(link.getAttribute('href')).toBe(back);
  });

  it('inside the chatbot, signs in and says so in place, with only the close-only header', async () => {
    open('/chat-sign-in?hotel_code=demo-tokyo&locale=en');
    const form = await screen.findByRole('form', { name: 'Sign in' });
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('combobox')).toBeNull();
    expect(within(banner).queryByRole('link', { name: 'Sign in' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in as a corporate user' })).toBeNull();
    type(form, /^E-mail address/, 'hanako.yamada@example.com');
    type(form, /^Password/, 'Winter2026x');
    fireEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'You are signed in' })).toBeTruthy();
    expect(screen.getByText(/You are signed in as Hanako Yamada\./)).toBeTruthy();
    expect(window.location.pathname).toBe('/chat-sign-in');
  });

  it('inside the chatbot, signs up through its own steps', async () => {
    open('/chat-sign-up?hotel_code=demo-tokyo&locale=en');
    fireEvent.click(await screen.findByRole('link', { name: 'Sign up with your e-mail address' }));
    const form = await screen.findByRole('form', { name: 'Create a membership account' });
    type(form, /^Last name/, 'Mori');
    type(form, /^First name/, 'Ren');
    type(form, /^E-mail address/, 'ren.mori@example.com');
    type(form, /^Confirm e-mail address/, 'ren.mori@example.com');
    type(form, /^Password/, 'Winter2026x');
    type(form, /^Confirm password/, 'Winter2026x');
    fireEvent.click(within(form).getByRole('checkbox', { name: /membership terms/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeTruthy();
    expect(window.location.pathname).toBe('/chat-sign-up-result');
    expect(screen.getByRole('link', { name: 'Go to sign-in' }).getAttribute('href')).toBe(
      '/chat-sign-in?hotel_code=demo-tokyo',
    );
  });
});
