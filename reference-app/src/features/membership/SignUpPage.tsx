import { useSignUp } from '@staykit/react';
import { PASSWORD_MIN_LENGTH, type components } from '@staykit/sdk';
import { Link } from 'react-router';
import { Checkbox } from '../../components/ui/Checkbox';
import { TextField } from '../../components/ui/TextField';
import { useMessages } from '../../i18n/useMessages';
import { useBotCheck } from '../../lib/useBotCheck';
import { BotCheckArea } from './BotCheckArea';
import { MemberNameFields } from './MemberNameFields';
import { sendState } from './sendState';
import { MemberFormPage } from './MemberFormPage';
import { signUpProblems, type SignUpValues } from './memberFormProblems';
import { memberPath, memberScreen } from './memberPaths';
import { useMemberForm } from './useMemberForm';

type BookingWidgetInit = components['schemas']['BookingWidgetInit'];

/** Props of `SignUpPage`. */
export interface SignUpPageProps {
  hotel: BookingWidgetInit;
  locale: string;
  /** The account was created (provisional): the app shows where the confirmation link went. */
  onSignedUp: (email: string) => void;
  /** Inside the chatbot (`/chat-sign-up-form`): its sign-in is the chatbot's. */
  chat?: boolean;
  /** The visit's attribution (`memberTracking`), sent with the sign-up; none by default. */
  tracking?: components['schemas']['MemberTrackingData'] | undefined;
}

const EMPTY: SignUpValues = {
  lastName: '',
  firstName: '',
  email: '',
  emailConfirmation: '',
  password: '',
  passwordConfirmation: '',
  terms: false,
  promotions: false,
};

/**
 * Sign-up (`/sign-up`, docs/widget.md#members): names, the e-mail address twice, a password by the
 * sign-up rules (shown under the field) twice, the membership terms and the promotions opt-in. Every rule
 * is checked before sending, with the SDK's validators; the API's refusal (`1000` e-mail taken, `1300`,
 * `1403` registered by the facility) shows as an alert. The account is provisional until the link in the
 * confirmation e-mail is followed.
 *
 * @example
 * ```tsx
 * <SignUpPage hotel={init} locale="en" onSignedUp={(email) => navigate('/sign-up-result', { state: { email } })} />
 * ```
 */
export function SignUpPage({ hotel, locale, onSignedUp, chat = false, tracking }: SignUpPageProps) {
  const text = useMessages();
  const signUp = useSignUp();
  const botCheck = useBotCheck(hotel, locale, 'sign_up');
  const form = useMemberForm(EMPTY, signUpProblems);
  const brand = hotel.hotel_brand.name;
  const send = form.submit((values) =>
    botCheck.withToken(
      {
        last_name: values.lastName.trim(),
        first_name: values.firstName.trim(),
        email: values.email.trim(),
        email_confirmation: values.emailConfirmation.trim(),
        password: values.password,
        password_confirmation: values.passwordConfirmation,
        terms_accepted: true as const,
        promotions_opt_in: values.promotions,
        ...(tracking === undefined ? {} : { tracking_data: tracking }),
      },
      (body) =>
        signUp.mutate(
          { params: { path: { hotel_id: hotel.hotel_id } }, body },
          { onSuccess: () => onSignedUp(values.email.trim()) },
        ),
    ),
  );
  return (
    <MemberFormPage
      title={text.signUpTitle}
      intro={text.format('signUpIntro', { brand })}
      submitLabel={text.signUpSubmit}
      sendingLabel={text.signUpSending}
      {...sendState(signUp, locale, botCheck)}
      problems={form.summary({
        lastName: text.memberLastName,
        firstName: text.memberFirstName,
        email: text.memberEmail,
        emailConfirmation: text.memberEmailConfirmation,
        password: text.memberPassword,
        passwordConfirmation: text.memberPasswordConfirmation,
        terms: text.signUpTermsField,
        promotions: text.format('signUpPromotions', { brand }),
      })}
      attempt={form.attempt}
      onSubmit={send}
      footer={
        <p>
          <Link to={memberPath(memberScreen('/sign-in', chat), hotel.hotel_code)}>{text.signInTitle}</Link>
        </p>
      }
    >
      <MemberNameFields lastName={form.text('lastName')} firstName={form.text('firstName')} />
      <TextField
        label={text.memberEmail}
        type="email"
        autoComplete="email"
        required
        {...form.text('email')}
      />
      <TextField
        label={text.memberEmailConfirmation}
        type="email"
        autoComplete="email"
        required
        {...form.text('emailConfirmation')}
      />
      <TextField
        label={text.memberPassword}
        hint={text.format('memberPasswordRules', { min: PASSWORD_MIN_LENGTH })}
        type="password"
        autoComplete="new-password"
        required
        {...form.text('password')}
      />
      <TextField
        label={text.memberPasswordConfirmation}
        type="password"
        autoComplete="new-password"
        required
        {...form.text('passwordConfirmation')}
      />
      <Checkbox label={text.format('signUpTerms', { brand })} required {...form.checkbox('terms')} />
      <Checkbox label={text.format('signUpPromotions', { brand })} {...form.checkbox('promotions')} />
      <BotCheckArea check={botCheck} />
    </MemberFormPage>
  );
}
