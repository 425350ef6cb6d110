import type { HTMLAttributes } from 'react';
import './card.css';

/**
 * Props of `Card`: the element it is (`section`, `article`, `li` or `div`) and that element's attributes.
 *
 * @example
 * ```ts
 * const props: CardProps = { as: 'li', 'aria-labelledby': 'room-STD' };
 * ```
 */
export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'section' | 'article' | 'li' | 'div' | 'aside';
}

/**
 * A white surface with a soft edge and shadow, on the page's grey: a room, a summary, a form section.
 *
 * @example
 * ```tsx
 * <Card as="section" aria-labelledby={titleId}><h3 id={titleId}>{text.priceSummary}</h3>...</Card>
 * ```
 */
export function Card({ as: Element = 'div', className, ...rest }: CardProps) {
  return <Element className={className ? `sk-card ${className}` : 'sk-card'} {...rest} />;
}
