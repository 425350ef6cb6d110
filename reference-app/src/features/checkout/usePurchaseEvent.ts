import type { components } from '@staykit/sdk';
import { useEffect } from 'react';
import { useParentMessenger } from '../../lib/parentMessenger/useParentMessenger';
import { reachableStorage } from '../../lib/reachableStorage';
import {
  purchaseAlreadySent,
  purchaseEvent,
  rememberPurchaseSent,
  sendEcommerceEvent,
} from './ecommerceEvents';

/**
 * The confirmation step's GA4 `purchase`: sent when the reservation read back is confirmed (`done`; a
 * booking still waiting for its payment is not a purchase yet), once per reservation number in this tab
 * (remembered in sessionStorage, so a reload does not count it twice), to the framing page and the page's
 * dataLayer.
 *
 * @example
 * ```tsx
 * usePurchaseEvent(reservation.data?.data);
 * ```
 */
export function usePurchaseEvent(reservation: components['schemas']['Reservation'] | undefined): void {
  const messenger = useParentMessenger();
  const confirmed = reservation?.status === 'done' ? reservation : undefined;
  const reservationNumber = confirmed?.reservation_number;

  // Keyed on the number: the reservation object changes with every refetch.
  useEffect(() => {
    if (confirmed === undefined || reservationNumber === undefined) return;
    const storage = reachableStorage(() => window.sessionStorage);
    if (purchaseAlreadySent(storage, reservationNumber)) return;
    const dataLayer = (window as { dataLayer?: unknown }).dataLayer;
    // Remembered only once delivered: a page with nowhere to send it may send it later.
    if (sendEcommerceEvent(purchaseEvent(confirmed), { messenger, dataLayer })) {
      rememberPurchaseSent(storage, reservationNumber);
    }
  }, [reservationNumber, messenger]);
}
