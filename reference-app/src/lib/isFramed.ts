/**
 * Whether the widget runs in a frame (the host-page loader's, a chatbot's, or one written by hand) rather
 * than as the page: where the issuer's 3-D Secure page opens, and whether the hotel's analytics load.
 *
 * @param view - the widget's window; `window` by default.
 * @example
 * ```ts
 * if (isFramed()) openInNewTab();
 * ```
 */
export function isFramed(view: Pick<Window, 'self' | 'top'> = window): boolean {
  return view.self !== view.top;
}
