import { useId, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { useMessages } from '../../i18n/useMessages';

// Longer than this, a description shows its first lines and a "Show more" button.
const SHORT_DESCRIPTION = 140;

/**
 * A room's description: whole when it is short, otherwise its first three lines with "Show more" (and
 * "Show less" once open); the button says which text it opens (`aria-controls`, `aria-expanded`).
 */
export function RoomDescription({ description }: { description: string }) {
  const text = useMessages();
  const id = useId();
  const [open, setOpen] = useState(false);
  const long = description.length > SHORT_DESCRIPTION;
  return (
    <div className="sk-room-description">
      <p
        id={id}
        className={long && !open ? 'sk-room-description-text sk-clamped' : 'sk-room-description-text'}
      >
        {description}
      </p>
      {long && (
        <Button
          variant="quiet"
          className="sk-room-more"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          {open ? text.showLess : text.showMore}
        </Button>
      )}
    </div>
  );
}
