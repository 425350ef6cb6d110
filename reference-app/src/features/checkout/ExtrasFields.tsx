import { normalizeExtraDate, type components } from '@staykit/sdk';
import { useId } from 'react';
import { formatFullDate } from '../../lib/calendarMonth';
import { formatPrice } from '../../lib/formatPrice';
import type { Messages } from '../../i18n/messages';
import { useMessages } from '../../i18n/useMessages';
import { Card } from '../../components/ui/Card';
import { Stepper } from '../../components/ui/Stepper';
import {
  extraTotal,
  stepExtraQuantity,
  type ExtraChoice,
  type ExtraChoices,
  type ExtraProblem,
  type OfferedExtra,
} from './extrasSelection';

type ExtraPrice = components['schemas']['ExtraPrice'];

/**
 * Props of `ExtrasFields`.
 *
 * @example
 * ```tsx
 * const props: ExtrasFieldsProps = { offered, choices, onChange, problems: {}, checked: false, currency: 'JPY', locale: 'en' };
 * ```
 */
export interface ExtrasFieldsProps {
  /** The extras this booking can add (`offeredExtras`). */
  offered: readonly OfferedExtra[];
  choices: ExtraChoices;
  onChange: (extraId: number, choice: ExtraChoice) => void;
  /** Problems by extra id (`extrasSelection`). */
  problems: Readonly<Record<number, ExtraProblem>>;
  /** The guest tried to continue: a missing answer shows too, not only quantity problems. */
  checked: boolean;
  /** The hotel's currency (the extras' prices are in it; `mcp_` twins win when present). */
  currency: string;
  locale: string;
  /** The start of the fields' ids (see `extraFieldId`), for an error summary to link to them. */
  idPrefix?: string;
}

/**
 * The id of the field an extra's problem is about in `ExtrasFields` given `idPrefix`: its answer, or its
 * (first) quantity.
 *
 * @example
 * ```ts
 * extraFieldId('checkout', offered, { code: 'answer_required' }); // 'checkout-x8-answer'
 * ```
 */
export function extraFieldId(idPrefix: string, offered: OfferedExtra, problem: ExtraProblem): string {
  const extraId = `${idPrefix}-x${offered.extra.extra_id}`;
  if (problem.code === 'answer_required') return `${extraId}-answer`;
  return `${extraId}-${offered.dates[0] ?? 'quantity'}`;
}

/**
 * An extra's problem in the guest's words.
 *
 * @example
 * ```ts
 * extraProblemText({ code: 'answer_required' }, text); // 'Fill in this field.'
 * ```
 */
export function extraProblemText(problem: ExtraProblem, text: Messages): string {
  if (problem.code === 'answer_required') return text.fieldRequired;
  if (problem.code === '1104') return text.format('extraAboveStock', { stock: problem.stock });
  if (problem.reason === 'below_min') return text.format('extraBelowMin', { min: problem.min });
  if (problem.reason === 'above_max') return text.format('extraAboveMax', { max: problem.max });
  return text.extraNotWhole;
}

/**
 * The extras step of the guest details (docs/widget.md#checkout): each extra the booking can add with its name,
 * description and unit price (tax included, and before tax), and a quantity stepper — one for a generic
 * extra, one per delivery date inside the stay for a date-based one. A stepper is a number field between
 * two buttons: the buttons keep within the minimum, the maximum and the stock; what is typed is checked as
 * it is typed and its problem is announced under the extra. An extra with a question asks it once ordered.
 * Sold-out extras are listed as such.
 *
 * @example
 * ```tsx
 * const selection = extrasSelection(offered, choices, 'JPY');
 * <ExtrasFields
 *   offered={offered}
 *   choices={choices}
 *   onChange={(extraId, choice) => setChoices((old) => ({ ...old, [extraId]: choice }))}
 *   problems={selection.problems}
 *   checked={submitted}
 *   currency="JPY"
 *   locale="en"
 * />;
 * ```
 */
export function ExtrasFields({
  offered,
  choices,
  onChange,
  problems,
  checked,
  currency,
  locale,
  idPrefix,
}: ExtrasFieldsProps) {
  const text = useMessages();
  const madeId = useId();
  const id = idPrefix ?? madeId;
  if (offered.length === 0) return null;
  const priceText = (price: ExtraPrice | undefined) =>
    price
      ? text.format('extraUnitPrice', {
          withTax: formatPrice(price.price_with_tax, currency, locale, price.mcp_price_with_tax),
          withoutTax: formatPrice(price.price, currency, locale, price.mcp_price),
        })
      : null;

  return (
    <Card as="section" className="sk-form-section sk-extras" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{text.extrasTitle}</h3>
      <p className="sk-hint">{text.extrasHint}</p>
      {offered.map(({ extra, dates, upper, soldOut }) => {
        const extraId = `${id}-x${extra.extra_id}`;
        const choice = choices[extra.extra_id] ?? {};
        const problem = problems[extra.extra_id];
        const shown = problem && (problem.code !== 'answer_required' || checked) ? problem : undefined;
        const invalid = (field: 'quantity' | 'answer') =>
          shown && (shown.code === 'answer_required') === (field === 'answer')
            ? { 'aria-invalid': true, 'aria-describedby': `${extraId}-error` }
            : {};
        const stepper = (
          key: string,
          label: string,
          value: number | undefined,
          price: ExtraPrice | undefined,
        ) => {
          const fieldId = `${extraId}-${key}`;
          const current = value ?? 0;
          // An emptied field counts as nothing for the others' limits.
          const others = extraTotal(choice) - (Number.isNaN(current) ? 0 : current);
          const set = (next: number) =>
            onChange(
              extra.extra_id,
              dates.length > 0
                ? { ...choice, byDate: { ...choice.byDate, [key]: next } }
                : { ...choice, quantity: next },
            );
          const limits = { min: extra.min, upper };
          const item = dates.length > 0 ? `${extra.name}, ${label}` : extra.name;
          return (
            <div key={key} className="sk-field sk-extra-quantity">
              <label id={`${fieldId}-label`} htmlFor={fieldId}>
                {label}
              </label>
              {price && dates.length > 0 && <span className="sk-hint">{priceText(price)}</span>}
              <Stepper
                id={fieldId}
                value={current}
                min={0}
                max={upper}
                stepTo={(direction) => stepExtraQuantity(current, direction, limits, others)}
                onChange={set}
                decreaseLabel={text.format('extraOneFewer', { item })}
                increaseLabel={text.format('extraOneMore', { item })}
                aria-labelledby={`${extraId}-name ${fieldId}-label`}
                {...invalid('quantity')}
              />
            </div>
          );
        };
        // A generic extra has one undated price; a date-based one a price per date (dashes or slashes).
        const unitPrice = (date: string | null) =>
          date === null
            ? (extra.prices.find((price) => price.date === null) ?? extra.prices[0])
            : extra.prices.find((price) => normalizeExtraDate(price.date) === date);
        return (
          <fieldset key={extra.extra_id} className="sk-extra">
            <legend id={`${extraId}-name`}>{extra.name}</legend>
            {extra.description && <p className="sk-hint">{extra.description}</p>}
            {soldOut ? (
              <p className="sk-hint">{text.extraSoldOut}</p>
            ) : dates.length === 0 ? (
              <>
                {unitPrice(null) && <p className="sk-hint">{priceText(unitPrice(null))}</p>}
                {stepper('quantity', text.extraQuantity, choice.quantity, undefined)}
              </>
            ) : (
              <>
                <p className="sk-hint">{text.extraPerDay}</p>
                {dates.map((date) =>
                  stepper(date, formatFullDate(date, locale), choice.byDate?.[date], unitPrice(date)),
                )}
              </>
            )}
            {!soldOut && extra.question && extraTotal(choice) > 0 && (
              <div className="sk-field">
                <label htmlFor={`${extraId}-answer`}>
                  {extra.question}
                  {extra.answer_required && <span aria-hidden="true"> *</span>}
                </label>
                <input
                  id={`${extraId}-answer`}
                  type="text"
                  maxLength={255}
                  required={extra.answer_required}
                  value={choice.answer ?? ''}
                  onChange={(event) => onChange(extra.extra_id, { ...choice, answer: event.target.value })}
                  {...invalid('answer')}
                />
              </div>
            )}
            {/* Always there, so that a problem appearing as the guest types is announced. */}
            <div aria-live="polite">
              {shown && (
                <p className="sk-field-error" id={`${extraId}-error`}>
                  {extraProblemText(shown, text)}
                </p>
              )}
            </div>
          </fieldset>
        );
      })}
    </Card>
  );
}
