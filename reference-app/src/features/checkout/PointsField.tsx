import { useMemberPoints } from '@staykit/react';
import { pointSpendProblem, type PointSpendProblem } from '@staykit/sdk';
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { Messages } from '../../i18n/messages';
import { Button } from '../../components/ui/Button';
import { useMessages } from '../../i18n/useMessages';

/**
 * Props of `PointsField`.
 *
 * @example
 * ```tsx
 * const props: PointsFieldProps = { hotelId: 101, price: 24_200, applied: 0, onApply: setPoints };
 * ```
 */
export interface PointsFieldProps {
  hotelId: number;
  /** What the points pay towards: the total before points (`total_price_before_point_discount`). */
  price: number;
  /** The points spent on the price shown now (0: none). */
  applied: number;
  /** Re-prices the stay with these points (0 removes them). */
  onApply: (points: number) => void;
}

function problemText(problem: PointSpendProblem, text: Messages): string {
  if (problem.code === '2401') return text.format('pointsAboveBalance', { balance: problem.balance });
  const values = {
    increment: problem.increment,
    minimum: problem.minimum,
    price: problem.price,
  };
  if (problem.reason === 'below_minimum') return text.format('pointsBelowMinimum', values);
  if (problem.reason === 'above_price') return text.format('pointsAbovePrice', values);
  return text.format('pointsNotIncrement', values);
}

/**
 * "Use points" for a signed-in member (docs/widget.md#members): the balance, the hotel's spending steps and minimum
 * (`getPoints`), and an amount checked by `pointSpendProblem` before it re-prices the stay, so a refused
 * amount is said at once instead of after a round trip. Render it only for a signed-in member of a hotel
 * whose point programme is on and not hidden. A balance that cannot be read (3202, 3502) hides the field:
 * the booking goes on without points, as the contract asks.
 *
 * @example
 * ```tsx
 * <PointsField hotelId={101} price={24_200} applied={points} onApply={setPoints} />
 * ```
 */
export function PointsField({ hotelId, price, applied, onApply }: PointsFieldProps) {
  const text = useMessages();
  const id = useId();
  const points = useMemberPoints({ params: { path: { hotel_id: hotelId } } });
  const [typed, setTyped] = useState(applied === 0 ? '' : String(applied));
  const [problem, setProblem] = useState<PointSpendProblem | null>(null);
  useEffect(() => {
    if (points.isError) console.warn('Point balance unavailable', points.error.code);
  }, [points.isError, points.error]);

  const balance = points.data?.data;
  if (!balance?.program_enabled) return null;
  const increment = balance.spending_rules?.increment ?? 1;
  const minimum = balance.spending_rules?.minimum_spend ?? 0;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const wanted = typed.trim() === '' ? 0 : Number(typed.trim());
    const found = pointSpendProblem(wanted, { balance: balance.total_point, increment, minimum, price });
    setProblem(found);
    if (found === null) onApply(wanted);
  };
  const remove = () => {
    setTyped('');
    setProblem(null);
    onApply(0);
  };

  return (
    <form className="sk-points-form" onSubmit={apply} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="sk-summary-subtitle">
        {text.usePoints}
      </h3>
      <p id={`${id}-balance`}>{text.format('pointsBalance', { balance: balance.total_point })}</p>
      <p id={`${id}-rules`} className="sk-hint">
        {text.format('pointsRules', { increment: increment, minimum: minimum })}
      </p>
      <div className="sk-field">
        <label htmlFor={`${id}-points`}>{text.pointsToUse}</label>
        <input
          id={`${id}-points`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          aria-describedby={`${id}-balance ${id}-rules${problem ? ` ${id}-error` : ''}`}
          {...(problem ? { 'aria-invalid': true } : {})}
        />
      </div>
      <div className="sk-points-buttons">
        <Button type="submit" variant="secondary">
          {text.applyPoints}
        </Button>
        {applied > 0 && (
          <Button variant="quiet" onClick={remove}>
            {text.removePoints}
          </Button>
        )}
      </div>
      {problem && (
        <p id={`${id}-error`} className="sk-field-error" role="alert">
          {problemText(problem, text)}
        </p>
      )}
    </form>
  );
}
