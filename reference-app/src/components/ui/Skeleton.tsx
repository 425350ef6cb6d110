import type { CSSProperties } from 'react';
import './skeleton.css';

/**
 * A grey placeholder block the size of what is loading (a picture, a line of text, a button); it shimmers
 * unless the guest asks for less motion. Decorative: the region that holds skeletons says "Loading" once.
 *
 * @example
 * ```tsx
 * <div role="status"><span className="sk-visually-hidden">{text.loading}</span><Skeleton width="60%" /></div>
 * ```
 */
export function Skeleton({
  width = '100%',
  height = '1em',
  radius,
  className,
}: {
  width?: string;
  height?: string;
  radius?: string;
  className?: string;
}) {
  const style: CSSProperties = { inlineSize: width, blockSize: height };
  if (radius !== undefined) style.borderRadius = radius;
  return (
    <span
      className={className ? `sk-skeleton ${className}` : 'sk-skeleton'}
      style={style}
      aria-hidden="true"
    />
  );
}
