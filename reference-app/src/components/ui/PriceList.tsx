import type { ReactNode } from 'react';
import './priceLine.css';

/**
 * The `<dl>` that holds `PriceLine`s.
 *
 * @example
 * ```tsx
 * <PriceList>{lines.map((line) => <PriceLine key={line.field} {...line} />)}</PriceList>
 * ```
 */
export function PriceList({ children }: { children: ReactNode }) {
  return <dl className="sk-price-list">{children}</dl>;
}
