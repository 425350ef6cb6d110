import { useCreateTemporaryStorage } from '@staykit/react';
import type { components } from '@staykit/sdk';
import { useNavigate } from 'react-router';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { useMessages } from '../../i18n/useMessages';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import { handOffStorage, type HandOffDisplay } from './agencyHandOff';
import type { GuestFormValues } from './GuestForm';
import type { CheckoutUrl } from './readCheckoutUrl';

type BookingWidgetInit = components['schemas']['BookingWidgetInit'];

/**
 * Props of `AgencyHandOff`.
 *
 * @example
 * ```ts
 * const props: AgencyHandOffProps = { hotel, checkout, guest, shown, locale: 'ja' };
 * ```
 */
export interface AgencyHandOffProps {
  hotel: BookingWidgetInit;
  checkout: CheckoutUrl;
  guest: GuestFormValues;
  shown: HandOffDisplay;
  locale: string;
}

/**
 * The payment step of a stay paid on the agency site (docs/widget.md#agency-hand-off): says so, and its
 * button stores the stay and the guest's details for the agency site (`createTemporaryStorage`, no card
 * data) and opens the countdown before the redirect, `/confirm-reservation`, in the guest's language
 * (a reload or Back keeps it).
 *
 * @example
 * ```tsx
 * <AgencyHandOff hotel={hotel} checkout={checkout} guest={guest} shown={shown} locale="ja" />
 * ```
 */
export function AgencyHandOff({ hotel, checkout, guest, shown, locale }: AgencyHandOffProps) {
  const text = useMessages();
  const navigate = useNavigate();
  const store = useCreateTemporaryStorage({
    onSuccess: ({ data }) =>
      void navigate(
        `/confirm-reservation?${new URLSearchParams({ code: hotel.hotel_code, locale, storage: data.id })}`,
      ),
  });
  const body = handOffStorage(hotel, checkout, guest, shown, window.location.href);
  return (
    <Card className="sk-payment-step">
      <h2>{text.handOffTitle}</h2>
      <p>{text.handOffText}</p>
      {store.isError && (
        <Alert tone="danger" role="alert" className="sk-checkout-error">
          <p>{apiErrorMessage(store.error, locale)}</p>
        </Alert>
      )}
      <Button
        type="button"
        disabled={body === null || store.isPending}
        aria-busy={store.isPending}
        onClick={() => {
          if (body !== null) store.mutate({ body });
        }}
      >
        {text.handOffContinue}
      </Button>
    </Card>
  );
}
