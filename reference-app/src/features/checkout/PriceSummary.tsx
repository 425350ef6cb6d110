import type { components } from '@staykit/sdk';
import { formatPrice } from '../../components/formatPrice';
import { PriceLine, type PriceLineKind } from '../../components/ui/PriceLine';
import { PriceList } from '../../components/ui/PriceList';
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

const KINDS: Record<ReturnType<typeof priceLines>[number]['kind'], PriceLineKind> = {
  charge: 'amount',
  discount: 'discount',
  total: 'total',
  info: 'info',
};

/**
 * The price of the selection as a bill (the breakdown's price fields, see `priceLines`): room charge, each
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
        {priceLines(price).map((line) => (
          <PriceLine
            key={line.field}
            label={text[line.label]}
            amount={formatPrice(line.amount, currency, locale, line.mcp)}
            kind={KINDS[line.kind]}
            testId={`price-${line.field}`}
            live={line.kind === 'total'}
          />
        ))}
      </PriceList>
    </section>
  );
}
