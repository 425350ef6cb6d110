import './progressSteps.css';
import { Icon } from './ui/Icon';

/** Props of `ProgressSteps`. */
export interface ProgressStepsProps {
  /** What the steps are of, for screen readers ("Booking steps"). */
  label: string;
  /** Each step's name, in order. */
  steps: readonly string[];
  /** The index of the step the guest is on. */
  current: number;
}

/**
 * A step indicator as an ordered list: steps done carry a tick, the current one is filled in the hotel's
 * colour and marked for screen readers (`aria-current="step"`), the ones to come are outlined.
 *
 * @example
 * ```tsx
 * <ProgressSteps label="Booking steps" steps={['Guest details', 'Payment', 'Confirmation']} current={1} />
 * ```
 */
export function ProgressSteps({ label, steps, current }: ProgressStepsProps) {
  return (
    <nav className="sk-steps-nav" aria-label={label}>
      <ol className="sk-steps">
        {steps.map((step, index) => (
          <li
            key={step}
            className={
              index === current
                ? 'sk-step sk-step-current'
                : index < current
                  ? 'sk-step sk-step-done'
                  : 'sk-step'
            }
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="sk-step-number" aria-hidden="true">
              {index < current ? <Icon name="check" /> : index + 1}
            </span>
            <span className="sk-step-label">{step}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
