import { ProgressSteps } from '../../components/ProgressSteps';
import type { MessageKey } from '../../i18n/messages';
import { useMessages } from '../../i18n/useMessages';

/** A step of the checkout: guest details, payment, confirmation. */
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
 * The checkout's step indicator: guest details, payment, confirmation; the shorter flow guest details,
 * confirmation.
 */
export function CheckoutSteps({ current, withPayment }: CheckoutStepsProps) {
  const text = useMessages();
  const steps: CheckoutStep[] = withPayment
    ? ['guest-detail', 'payment', 'confirmation']
    : ['guest-detail', 'confirmation'];
  return (
    <ProgressSteps
      label={text.checkoutSteps}
      steps={steps.map((step) => text[LABELS[step]])}
      current={steps.indexOf(current)}
    />
  );
}
