import { useMessages } from '../../i18n/useMessages';
import { useParentMessenger } from '../../lib/parentMessenger/useParentMessenger';
import './embed.css';

/** Props of `CloseButton`. */
export interface CloseButtonProps {
  /** The hotel's `booking_widget_setting_attributes.closeable`. */
  closeable: boolean;
}

/**
 * The header's close button (in a frame, when the hotel's settings make it closeable): asks the page that
 * frames the widget to close it (`close`). Shown only when the hotel allows it and the widget can actually
 * reach its parent (in a frame, with a `parentUrl` whose origin the hotel's `allowed_parent_origins`
 * lists): a button that cannot close anything is not shown.
 *
 * @example
 * ```tsx
 * <PageShell headerEnd={<CloseButton closeable={settings.closeable === true} />} ... />
 * ```
 */
export function CloseButton({ closeable }: CloseButtonProps) {
  const text = useMessages();
  const messenger = useParentMessenger();
  if (!closeable || !messenger.canPost()) return null;
  return (
    <button
      type="button"
      className="sk-close-button"
      aria-label={text.closeWidget}
      title={text.closeWidget}
      onClick={() => messenger.post({ type: 'close' })}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}
