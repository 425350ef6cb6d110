import { useUpdateMembership } from '@staykit/react';
import { formatName, isLocale, normalizePhone, type components } from '@staykit/sdk';
import { useId } from 'react';
import { Card } from '../../components/ui/Card';
import { Checkbox } from '../../components/ui/Checkbox';
import { TextField } from '../../components/ui/TextField';
import { useMessages } from '../../i18n/useMessages';
import { MemberNameFields } from './MemberNameFields';
import { AccountFormCard, type AccountSectionProps } from './AccountFormCard';
import { profileProblems, type ProfileValues } from './memberFormProblems';
import { sendState } from './sendState';
import { useMemberForm } from './useMemberForm';

/** Props of `AccountProfile`. */
export interface AccountProfileProps extends AccountSectionProps {
  profile: components['schemas']['MemberProfile'];
  brand: string;
  /** The profile was saved: the app reads the signed-in user again, so the header shows the new name. */
  onSaved: () => void;
}

/**
 * The account page's personal information. When the member may change it (`profile_update_allowed`: an
 * SNS account of a programme that allows it), a form of the names, phone, postal code, address and the
 * promotion e-mails (`updateMembership`), checked by the SDK's rules before sending; otherwise the name
 * and membership number, with why they cannot be changed here.
 *
 * @example
 * ```tsx
 * <AccountProfile hotelId={101} locale="en" profile={member} brand="Demo Hotels" onSaved={refresh} />
 * ```
 */
export function AccountProfile({ profile, ...props }: AccountProfileProps) {
  return profile.profile_update_allowed ? (
    <ProfileForm profile={profile} {...props} />
  ) : (
    <ProfileFacts profile={profile} locale={props.locale} />
  );
}

function ProfileFacts({ profile, locale }: Pick<AccountProfileProps, 'profile' | 'locale'>) {
  const text = useMessages();
  const id = useId();
  return (
    <Card as="section" className="sk-stack" aria-labelledby={`${id}-personal`}>
      <h3 id={`${id}-personal`}>{text.accountPersonalTitle}</h3>
      <dl className="sk-facts">
        <div>
          <dt>{text.accountName}</dt>
          <dd>{formatName(profile, isLocale(locale) ? locale : 'en')}</dd>
        </div>
        {profile.membership_id && (
          <div>
            <dt>{text.accountMembershipNumber}</dt>
            <dd>{profile.membership_id}</dd>
          </div>
        )}
      </dl>
      <p className="sk-note">{text.accountProfileLocked}</p>
    </Card>
  );
}

function ProfileForm({ hotelId, locale, profile, brand, onSaved }: AccountProfileProps) {
  const text = useMessages();
  const update = useUpdateMembership();
  const stored = { phone: profile.phone ?? '', postCode: profile.post_code ?? '' };
  const form = useMemberForm<ProfileValues>(
    {
      lastName: profile.last_name,
      firstName: profile.first_name,
      ...stored,
      address: profile.address ?? '',
      promotions: profile.promotions_opt_in ?? false,
    },
    (values) => profileProblems(values, isLocale(locale) ? locale : 'en', stored),
  );
  const send = form.submit((values) => {
    const phone = normalizePhone(values.phone.trim());
    const postCode = values.postCode.trim();
    update.mutate(
      {
        params: { path: { hotel_id: hotelId } },
        body: {
          last_name: values.lastName.trim(),
          first_name: values.firstName.trim(),
          // Left empty, never stored: nothing to send (the API keeps what it is not sent).
          ...(phone === '' ? {} : { phone }),
          ...(postCode === '' ? {} : { post_code: postCode }),
          address: values.address.trim(),
          promotions_opt_in: values.promotions,
        },
      },
      { onSuccess: onSaved },
    );
  });
  return (
    <AccountFormCard
      title={text.accountPersonalTitle}
      submitLabel={text.accountProfileSubmit}
      sendingLabel={text.accountProfileSending}
      {...sendState(update, locale)}
      problems={form.summary({
        lastName: text.memberLastName,
        firstName: text.memberFirstName,
        phone: text.memberPhone,
        postCode: text.memberPostCode,
        address: text.memberAddress,
        promotions: text.format('signUpPromotions', { brand }),
      })}
      attempt={form.attempt}
      done={update.isSuccess ? text.accountProfileSaved : null}
      keepForm
      onSubmit={send}
    >
      <MemberNameFields lastName={form.text('lastName')} firstName={form.text('firstName')} />
      <TextField label={text.memberPhone} type="tel" autoComplete="tel" {...form.text('phone')} />
      <TextField label={text.memberPostCode} autoComplete="postal-code" {...form.text('postCode')} />
      <TextField label={text.memberAddress} autoComplete="street-address" {...form.text('address')} />
      <Checkbox label={text.format('signUpPromotions', { brand })} {...form.checkbox('promotions')} />
      {profile.membership_id && (
        <dl className="sk-facts">
          <div>
            <dt>{text.accountMembershipNumber}</dt>
            <dd>{profile.membership_id}</dd>
          </div>
        </dl>
      )}
    </AccountFormCard>
  );
}
