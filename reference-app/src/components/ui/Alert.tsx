import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Icon, type IconName } from './Icon';
import './alert.css';

/**
 * What an alert is about: `danger` (something failed or must be fixed), `warning`, `success`, `info`.
 *
 * @example
 * ```ts
 * const tone: AlertTone = 'danger';
 * ```
 */
export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

// A tick for what went well, a circled i for a notice, a warning sign for what needs the guest.
const ALERT_ICONS: Record<AlertTone, IconName> = {
  info: 'info',
  success: 'check',
  warning: 'alert',
  danger: 'alert',
};

/**
 * Props of `Alert`: its tone, an optional title, its content and a `<div>`'s attributes (`role`,
 * `tabIndex`, `aria-live`...).
 *
 * @example
 * ```ts
 * const props: AlertProps = { tone: 'danger', role: 'alert', children: 'The payment failed.' };
 * ```
 */
export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  alertRef?: Ref<HTMLDivElement>;
}

/**
 * A message in a tinted box with a bar at its start edge and an icon: a failure, a warning, a notice or
 * a success. It announces nothing by itself; give it `role="alert"` or `role="status"` when it appears
 * after the page loaded.
 *
 * @example
 * ```tsx
 * <Alert tone="danger" role="alert" title={text.bookingFailed}>{message}</Alert>
 * ```
 */
export function Alert({ tone = 'info', title, children, className, alertRef, ...rest }: AlertProps) {
  return (
    <div ref={alertRef} className={`sk-alert sk-alert-${tone}${className ? ` ${className}` : ''}`} {...rest}>
      <Icon name={ALERT_ICONS[tone]} className="sk-alert-icon" />
      <div className="sk-alert-body">
        {title && <p className="sk-alert-title">{title}</p>}
        {children}
      </div>
    </div>
  );
}
