import { useState } from 'react';
import { Icon } from './Icon';
import './photo.css';

/**
 * Props of `Photo`.
 *
 * @example
 * ```ts
 * const props: PhotoProps = { src: 'https://cdn.example.com/std.jpg', alt: 'Photo of Standard Twin' };
 * ```
 */
export interface PhotoProps {
  /** The picture's address; none, or one that fails to load, shows the placeholder. */
  src: string | undefined;
  alt: string;
  className?: string;
}

/**
 * A picture in a box of fixed proportions (the stylesheet's `aspect-ratio`, so nothing moves when it
 * arrives), loaded lazily. Without a picture, or when it fails to load, a tidy placeholder with the same
 * text alternative takes its place instead of the browser's broken-image icon.
 *
 * @example
 * ```tsx
 * <Photo src={room.image_urls?.[0]} alt={text.format('roomPhoto', { room: room.room_type_name })} />
 * ```
 */
export function Photo({ src, alt, className }: PhotoProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const classes = className ? `sk-photo ${className}` : 'sk-photo';
  if (!src || failed === src) {
    return (
      <div className={`${classes} sk-photo-missing`} role="img" aria-label={alt}>
        <Icon name="image" />
      </div>
    );
  }
  return (
    <div className={classes}>
      <img src={src} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(src)} />
    </div>
  );
}
