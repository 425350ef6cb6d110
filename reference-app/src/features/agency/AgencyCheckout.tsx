import { useCreateAgencyReservation } from '@staykit/react';
import {
  isCurrencyCode,
  normalizePhone,
  validatePhone,
  type components,
  type PaymentGateway,
} from '@staykit/sdk';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CardFields, type CardFieldsHandle } from '../../components/CardFields';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Checkbox } from '../../components/ui/Checkbox';
import { TextField } from '../../components/ui/TextField';
import { useMessages } from '../../i18n/useMessages';
import { focusFirstProblem } from './focusFirstProblem';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import { formatPrice } from '../../lib/formatPrice';
import type { AgencyStay } from './agencyBooking';
import { AgencyStayFacts } from './AgencyStayFacts';
import type { AgencyMember } from './agencyMember';

/**
 * Props of `AgencyCheckout`.
 *
 * @example
 * ```ts
 * const props: AgencyCheckoutProps = { stay, gateway, today: '2026-12-01', locale: 'en', threeDSecureReturnUrl, onBooked: show };
 * ```
 */
export interface AgencyCheckoutProps {
  stay: AgencyStay;
  gateway: PaymentGateway;
  /** Today at the hotel (a card must be valid until check-out). */
  today: string;
  locale: string;
  /** Where the card issuer's 3-D Secure page sends the guest back (the storefront's return page). */
  threeDSecureReturnUrl: string;
  /**
   * The booking is made: its number, the link token its confirmation page reads it with, and the 3-D Secure
   * challenge when the card's issuer asks for one (the payment waits for it).
   */
  onBooked: (
    number: string,
    bypassToken: string | undefined,
    challenge: components['schemas']['ThreeDSecureChallenge'] | undefined,
  ) => void;
  /**
   * A booking moved here from a hotel's widget: the id of its stored data, which the booking names so
   * its stay and rooms are the stored ones (docs/widget.md#agency-hand-off).
   */
  temporaryStorageId?: string;
  /** The guest's details to start with (a moved booking's). */
  initialGuest?: { firstName: string; lastName: string; email: string; phone: string };
  /** The member signed in at this hotel (`/ota-sign-in`): the booking is theirs, kept in their account. */
  member?: AgencyMember | null;
  /** The hotel's member sign-in, coming back here. */
  signInPath?: string;
  onSignOut?: () => void;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The storefront's checkout (`/reservation/guest-detail`): the stay chosen, who is staying (name, e-mail,
 * phone), the card (tokenised by the gateway: the card data never reaches the storefront's API) and the
 * terms, then "Pay", which books and pays on the agency site (`createAgencyReservation`). A refusal is said
 * above the button: a failed agency payment invites the guest to try again or use another card; a moved
 * price shows its message. The hotel's own questions are not asked here.
 *
 * @example
 * ```tsx
 * <AgencyCheckout stay={stay} gateway={gateway} today="2026-12-01" locale="en" threeDSecureReturnUrl={url} onBooked={open} />
 * ```
 */
export function AgencyCheckout({
  stay,
  gateway,
  today,
  locale,
  threeDSecureReturnUrl,
  onBooked,
  temporaryStorageId,
  initialGuest,
  member = null,
  signInPath,
  onSignOut,
}: AgencyCheckoutProps) {
  const text = useMessages();
  const id = useId();
  const cardFields = useRef<CardFieldsHandle>(null);
  const [guest, setGuest] = useState(
    initialGuest ??
      (member
        ? { firstName: member.firstName, lastName: member.lastName, email: member.email, phone: '' }
        : { firstName: '', lastName: '', email: '', phone: '' }),
  );
  const [accepted, setAccepted] = useState(false);
  const [checked, setChecked] = useState(false);
  const [tokenising, setTokenising] = useState(false);
  const book = useCreateAgencyReservation({
    onSuccess: ({ data }) => onBooked(data.reservation_number, data.bypass_token, data.three_d_secure),
  });
  const price = formatPrice(stay.total, stay.currency, locale);
  // In the form's order: the first with a problem takes the focus.
  const problems = {
    lastName: guest.lastName.trim() === '' ? text.fieldRequired : undefined,
    firstName: guest.firstName.trim() === '' ? text.fieldRequired : undefined,
    email:
      guest.email.trim() === ''
        ? text.fieldRequired
        : !EMAIL.test(guest.email.trim())
          ? text.fieldInvalid
          : undefined,
    phone: { required: text.fieldRequired, invalid: text.fieldInvalid, none: undefined }[
      validatePhone(guest.phone) ?? 'none'
    ],
    terms: accepted ? undefined : text.fieldRequired,
  };
  const shown = (problem: string | undefined) => (checked ? problem : undefined);
  const payment = useMemo(
    () => ({
      totalPayable: stay.total,
      // The stay's address names the currency; a code the SDK does not know is taken as yen.
      currency: isCurrencyCode(stay.currency) ? stay.currency : 'JPY',
      multiCurrency: false,
      validUntil: stay.checkout,
      today,
      koreanCard: stay.currency === 'KRW',
    }),
    [stay.total, stay.currency, stay.checkout, today],
  );
  const tokenContext = useMemo(
    () => ({ hotelId: stay.hotelId, validUntil: stay.checkout }),
    [stay.hotelId, stay.checkout],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (focusFirstProblem(id, problems)) return;
    setTokenising(true);
    try {
      const token = await cardFields.current?.tokenize();
      if (!token) return;
      book.mutate({
        // A signed-in member's booking carries their user token, for this call only.
        ...(member ? { headers: { Authorization: `Bearer ${member.token}` } } : {}),
        body: {
          hotel_id: stay.hotelId,
          // A moved booking's stay and rooms are the stored ones.
          ...(temporaryStorageId !== undefined
            ? { temporary_storage_id: temporaryStorageId }
            : {
                checkin_date: stay.checkin,
                checkout_date: stay.checkout,
                rooms: [
                  {
                    room_type_code: stay.roomTypeCode,
                    room_plan_code: stay.roomPlanCode,
                    adults: stay.adults,
                    children: 0,
                  },
                ],
              }),
          guest: {
            first_name: guest.firstName.trim(),
            last_name: guest.lastName.trim(),
            email: guest.email.trim(),
            phone: normalizePhone(guest.phone.trim()),
          },
          payment: {
            type: 'credit_card',
            card_token: token.token,
            three_d_secure_return_url: threeDSecureReturnUrl,
          },
          expected_total_price: stay.total,
          acknowledge_overlapping_reservation: false,
          terms_accepted: true,
        },
      });
    } finally {
      setTokenising(false);
    }
  };
  const busy = tokenising || book.isPending;

  return (
    <div className="sk-page sk-page-medium sk-agency-checkout">
      <h1>{text.agencyCheckoutTitle}</h1>
      <Card as="section" aria-labelledby={`${id}-stay`} className="sk-stack-tight">
        <h2 id={`${id}-stay`}>{stay.hotelName}</h2>
        <AgencyStayFacts
          checkin={stay.checkin}
          checkout={stay.checkout}
          adults={stay.adults}
          locale={locale}
          leading={[stay.roomTypeName, stay.roomPlanName]}
        />
        <p className="sk-agency-price">
          <strong>{price}</strong>
          <span className="sk-note">{text.agencyPriceNote}</span>
        </p>
      </Card>
      <form
        className="sk-stack"
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-labelledby={`${id}-guest`}
      >
        <Card as="section" aria-labelledby={`${id}-guest`} className="sk-stack-tight">
          <h2 id={`${id}-guest`}>{text.agencyGuestTitle}</h2>
          {member ? (
            <div className="sk-agency-member">
              <p>{text.format('agencySignedInAs', { name: member.name })}</p>
              <Button type="button" variant="quiet" onClick={onSignOut}>
                {text.agencySignOut}
              </Button>
            </div>
          ) : (
            signInPath !== undefined && (
              <p className="sk-agency-member">
                <Link to={signInPath}>{text.format('agencySignInLink', { hotel: stay.hotelName })}</Link>
              </p>
            )
          )}
          <TextField
            id={`${id}-lastName`}
            label={text.lastName}
            autoComplete="family-name"
            required
            value={guest.lastName}
            error={shown(problems.lastName)}
            onChange={(event) => setGuest({ ...guest, lastName: event.target.value })}
          />
          <TextField
            id={`${id}-firstName`}
            label={text.firstName}
            autoComplete="given-name"
            required
            value={guest.firstName}
            error={shown(problems.firstName)}
            onChange={(event) => setGuest({ ...guest, firstName: event.target.value })}
          />
          <TextField
            id={`${id}-email`}
            label={text.email}
            type="email"
            autoComplete="email"
            required
            value={guest.email}
            error={shown(problems.email)}
            onChange={(event) => setGuest({ ...guest, email: event.target.value })}
          />
          <TextField
            id={`${id}-phone`}
            label={text.phone}
            type="tel"
            autoComplete="tel"
            required
            value={guest.phone}
            error={shown(problems.phone)}
            onChange={(event) => setGuest({ ...guest, phone: event.target.value })}
          />
        </Card>
        <Card as="section" aria-labelledby={`${id}-payment`} className="sk-stack-tight">
          <h2 id={`${id}-payment`}>{text.agencyPaymentTitle}</h2>
          <CardFields
            ref={cardFields}
            gateway={gateway}
            payment={payment}
            tokenContext={tokenContext}
            locale={locale}
          />
        </Card>
        <Checkbox
          id={`${id}-terms`}
          label={text.acceptTerms}
          checked={accepted}
          error={shown(problems.terms)}
          onChange={(event) => setAccepted(event.target.checked)}
        />
        {book.isError && (
          <Alert tone="danger" role="alert">
            {apiErrorMessage(book.error, locale)}
          </Alert>
        )}
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? text.agencyPaying : text.format('agencyPay', { price })}
        </Button>
      </form>
    </div>
  );
}
