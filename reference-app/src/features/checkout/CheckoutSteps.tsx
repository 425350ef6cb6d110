import { Icon } from '../../components/ui/Icon';
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
 * The step indicator (guest details, payment, confirmation; the shorter flow guest details, confirmation)
 * as an ordered list: steps done carry a tick, the current one is filled in the hotel's colour and marked
 * for screen readers (`aria-current="step"`), the ones to come are outlined.
 */
export function CheckoutSteps({ current, withPayment }: CheckoutStepsProps) {
  const text = useMessages();
  const steps: CheckoutStep[] = withPayment
    ? ['guest-detail', 'payment', 'confirmation']
    : ['guest-detail', 'confirmation'];
  const at = steps.indexOf(current);
  return (
    <nav className="sk-steps-nav" aria-label={text.checkoutSteps}>
      <ol className="sk-steps">
        {steps.map((step, index) => (
          <li
            key={step}
            className={
              index === at ? 'sk-step sk-step-current' : index < at ? 'sk-step sk-step-done' : 'sk-step'
            }
            aria-current={step === current ? 'step' : undefined}
          >
            <span className="sk-step-number" aria-hidden="true">
              {index < at ? <Icon name="check" /> : index + 1}
            </span>
            <span className="sk-step-label">{text[LABELS[step]]}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
