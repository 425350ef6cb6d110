import type { components } from '@staykit/sdk';
import { formatPrice } from '../../components/formatPrice';
import { useMessages } from '../../i18n/useMessages';
import { priceLines } from './priceLines';

type PriceBreakdown = components['schemas']['PriceBreakdown'];

/** Props of `PriceSummary`. */
export interface PriceSummaryProps {
  price: PriceBreakdown;
  /** The hotel's currency (the breakdown's amounts are in it). */
  currency: string;
  locale: string;
}

/**
 * The price of the selection as a bill (B §3 Price fields): room charge, each discount that applies, extras,
 * accommodation tax, the total, then the tax it includes and the deposit; in the display currency when the
 * breakdown has multi-currency twins. The total is announced when it changes (a coupon, an extra).
 */
export function PriceSummary({ price, currency, locale }: PriceSummaryProps) {
  const text = useMessages();
  return (
    <section className="sk-price-summary" aria-labelledby="sk-price-title">
      <h3 id="sk-price-title">{text.priceSummary}</h3>
      <dl>
        {priceLines(price).map((line) => (
          <div key={line.field} className={`sk-price-line sk-price-${line.kind}`}>
            <dt>{text[line.label]}</dt>
            <dd aria-live={line.kind === 'total' ? 'polite' : undefined} data-testid={`price-${line.field}`}>
              {line.kind === 'discount' ? '−' : ''}
              {formatPrice(line.amount, currency, locale, line.mcp)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
