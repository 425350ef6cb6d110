import type { MessageKey } from '../../i18n/messages';
import { useMessages } from '../../i18n/useMessages';

/** A step of the checkout (B §4 Checkout steps). */
export type CheckoutStep = 'guest-detail' | 'payment' | 'confirmation';

/** Props of `CheckoutSteps`. */
export interface CheckoutStepsProps {
  current: CheckoutStep;
  /** The full flow has a payment step; the short flow goes from guest details to confirmation. */
  withPayment: boolean;
}

const LABELS: Record<CheckoutStep, MessageKey> = {
  'guest-detail': 'stepGuestDetails',
  payment: 'stepPayment',
  confirmation: 'stepConfirmation',
};

/**
 * The steps indicator (B §4: GuestDetail, Payment, Confirmation; the shorter flow GuestDetail,
 * Confirmation), as an ordered list with the current step marked for screen readers.
 */
export function CheckoutSteps({ current, withPayment }: CheckoutStepsProps) {
  const text = useMessages();
  const steps: CheckoutStep[] = withPayment
    ? ['guest-detail', 'payment', 'confirmation']
    : ['guest-detail', 'confirmation'];
  return (
    <nav aria-label={text.checkoutSteps}>
      <ol className="sk-steps">
        {steps.map((step, index) => (
          <li
            key={step}
            className={step === current ? 'sk-step sk-step-current' : 'sk-step'}
            aria-current={step === current ? 'step' : undefined}
          >
            <span className="sk-step-number" aria-hidden="true">
              {index + 1}
            </span>
            {text[LABELS[step]]}
          </li>
        ))}
      </ol>
    </nav>
  );
}
