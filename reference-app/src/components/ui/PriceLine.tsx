import type { ReactNode } from 'react';
import './priceLine.css';

/**
 * How a line of a bill reads: a charge, a discount (shown as minus, in green), the total, or an
 * information line under the total (tax included, deposit).
 *
 * @example
 * ```ts
 * const kind: PriceLineKind = 'discount';
 * ```
 */
export type PriceLineKind = 'charge' | 'discount' | 'total' | 'info';

/**
 * Props of `PriceLine`.
 *
 * @example
 * ```ts
 * const props: PriceLineProps = { label: 'Total', amount: '¥34,680', kind: 'total', testId: 'price-total_price' };
 * ```
 */
export interface PriceLineProps {
  label: ReactNode;
  /** The formatted amount (a discount without its minus sign: the line adds it). */
  amount: string;
  kind?: PriceLineKind;
  testId?: string;
  /** Announce the amount when it changes (the total, as extras or a coupon re-price the stay). */
  live?: boolean;
}

/**
 * One line of a bill, label at the start and amount at the end, in a `<dl>` (see `PriceList`).
 *
 * @example
 * ```tsx
 * <PriceList><PriceLine label={text.priceTotal} amount={total} kind="total" live /></PriceList>
 * ```
 */
export function PriceLine({ label, amount, kind = 'charge', testId, live = false }: PriceLineProps) {
  return (
    <div className={`sk-price-line sk-price-line-${kind}`}>
      <dt>{label}</dt>
      <dd aria-live={live ? 'polite' : undefined} data-testid={testId}>
        {kind === 'discount' ? '−' : ''}
        {amount}
      </dd>
    </div>
  );
}
