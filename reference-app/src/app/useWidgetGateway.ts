import { useStaykitClient } from '@staykit/react';
import { createMockGateway, type PaymentGateway } from '@staykit/sdk';
import { useMemo } from 'react';

/**
 * The widget's payment gateway, where card data goes (the booking only sees its tokens): the mock's test
 * gateway, the one this repository can test. A deployment on a real gateway plugs its adapter in here
 * (see `PaymentGateway` in the SDK). Only the payment screens use it, so its code loads with them, not
 * with the first screen (`npm run size`).
 *
 * @example
 * ```tsx
 * const gateway = useWidgetGateway();
 * ```
 */
export function useWidgetGateway(): PaymentGateway {
  const client = useStaykitClient();
  return useMemo(() => createMockGateway(client), [client]);
}
