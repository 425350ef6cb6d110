import type { components } from '@staykit/sdk';
import { formatPrice } from '../../lib/formatPrice';
import { PriceLine } from '../../components/ui/PriceLine';
import { PriceList } from '../../components/ui/PriceList';
import { useMessages } from '../../i18n/useMessages';
import { priceBreakdownLines } from '../../lib/priceBreakdownLines';

type PriceBreakdown = components['schemas']['PriceBreakdown'];

/** Props of `PriceSummary`. */
export interface PriceSummaryProps {
  price: PriceBreakdown;
  /** The hotel's currency (the breakdown's amounts are in it). */
  currency: string;
  locale: string;
}

/**
 * The price of the selection as a bill (the widget's one bill order, see `priceBreakdownLines`): room charge, each
 * discount that applies, extras, accommodation tax, the total, then the tax it includes and the deposit; in
 * the display currency when the breakdown has multi-currency twins. The total is announced when it
 * changes (a coupon, an extra).
 */
export function PriceSummary({ price, currency, locale }: PriceSummaryProps) {
  const text = useMessages();
  return (
    <section className="sk-price-summary" aria-labelledby="sk-price-title">
      <h3 id="sk-price-title" className="sk-summary-subtitle">
        {text.priceSummary}
      </h3>
      <PriceList>
        {priceBreakdownLines(price).map((line) => (
          <PriceLine
            key={line.field}
            label={text[line.label]}
            amount={formatPrice(line.amount, currency, locale, line.mcp)}
            kind={line.kind}
            testId={`price-${line.field}`}
            live={line.kind === 'total'}
          />
        ))}
      </PriceList>
    </section>
  );
}
