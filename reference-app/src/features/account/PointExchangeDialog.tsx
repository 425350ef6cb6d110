import { useCreatePointExchange } from '@staykit/react';
import { GIFT_POINT_EXCHANGE, pointExchangeProblem, type components } from '@staykit/sdk';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Checkbox } from '../../components/ui/Checkbox';
import { Dialog } from '../../components/ui/Dialog';
import { TextField } from '../../components/ui/TextField';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import { formatDate } from '../../lib/formatDate';
import { useMessages } from '../../i18n/useMessages';

/** Props of `PointExchangeDialog`. */
export interface PointExchangeDialogProps {
  hotelId: number;
  locale: string;
  /** Points the member can use now. */
  balance: number;
  onClose: () => void;
}

/**
 * The gift-point exchange: the amount (whole units of 500, within the balance, checked by the SDK's
 * `pointExchangeProblem` before anything is sent), a required "cannot be undone" confirmation, then the
 * gift code and its last valid day. The API's refusal is said in the member's language.
 *
 * @example
 * ```tsx
 * <PointExchangeDialog hotelId={101} locale="en" balance={10_000} onClose={() => setOpen(false)} />
 * ```
 */
export function PointExchangeDialog({ hotelId, locale, balance, onClose }: PointExchangeDialogProps) {
  const text = useMessages();
  const id = useId();
  const exchange = useCreatePointExchange();
  const [amount, setAmount] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const points = Number(amount.trim());
  const problem =
    amount.trim() === ''
      ? 'required'
      : pointExchangeProblem(points, { inJapan: true, balance, programEnabled: true })?.reason;
  const unit = GIFT_POINT_EXCHANGE.unit;
  const amountError =
    attempt === 0 || problem === undefined
      ? undefined
      : problem === 'above_balance'
        ? text.format('myPointsExchangeAboveBalance', { balance })
        : problem === 'required'
          ? text.memberFieldRequired
          : text.format('myPointsExchangeNotWhole', { unit });
  const confirmError = attempt > 0 && !confirmed ? text.myPointsExchangeConfirmRequired : undefined;
  const done: components['schemas']['PointExchange'] | undefined = exchange.data?.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((count) => count + 1);
    if (problem !== undefined || !confirmed || exchange.isPending) return;
    exchange.mutate({
      params: { path: { hotel_id: hotelId } },
      body: { amount: points, exchange_type: 'digico' },
    });
  };

  return (
    <Dialog
      title={text.myPointsExchangeTitle}
      closeLabel={text.accountDialogClose}
      onClose={onClose}
      footer={
        done ? (
          <Button onClick={onClose}>{text.accountDialogClose}</Button>
        ) : (
          <>
            <Button variant="quiet" onClick={onClose}>
              {text.myPointsExchangeCancel}
            </Button>
            <Button
              type="submit"
              form={`${id}-form`}
              disabled={exchange.isPending}
              aria-busy={exchange.isPending}
            >
              {exchange.isPending ? text.myPointsExchangeSending : text.myPointsExchangeSubmit}
            </Button>
          </>
        )
      }
    >
      {done ? (
        <Alert tone="success" role="status">
          {text.format('myPointsExchangeDone', {
            points: done.amount,
            code: done.code,
            date: formatDate(done.valid_until, locale),
          })}
        </Alert>
      ) : (
        <form id={`${id}-form`} className="sk-stack" noValidate onSubmit={submit}>
          <p>{text.format('myPointsExchangeIntro', { days: GIFT_POINT_EXCHANGE.validityDays })}</p>
          <TextField
            label={text.myPointsExchangeAmount}
            hint={text.format('myPointsExchangeAmountHint', { unit, balance })}
            inputMode="numeric"
            autoComplete="off"
            required
            value={amount}
            error={amountError}
            onChange={(event) => setAmount(event.target.value)}
          />
          <Checkbox
            id={`${id}-confirm`}
            label={text.myPointsExchangeConfirm}
            required
            checked={confirmed}
            error={confirmError}
            onChange={(event) => setConfirmed(event.target.checked)}
          />
          {exchange.error && (
            <Alert tone="danger" role="alert">
              {apiErrorMessage(exchange.error, locale)}
            </Alert>
          )}
        </form>
      )}
    </Dialog>
  );
}
