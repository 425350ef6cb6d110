// Built once per locale and options: building an Intl.DateTimeFormat costs far more than using one (the
// page's first one also loads the browser's calendar data), and a results page or a calendar writes dozens
// of dates in one render.
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The `Intl.DateTimeFormat` of an `Intl` locale and options, made once and kept for the page. Like the
 * constructor, it throws a `RangeError` for an unknown time zone (nothing is kept then).
 *
 * @example
 * ```ts
 * dateFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date('2026-12-10T00:00:00Z'));
 * // 'Dec 10'
 * ```
 */
export function dateFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * Readies the browser's date formatting in a task of its own, to be run while the page waits for the
 * network: the page's first `Intl.DateTimeFormat` loads the browser's locale and calendar data (some 15 ms
 * on a laptop, 60 ms on a slow phone), which the search screen would otherwise pay between the hotel's
 * answer and its own room search. Later formats of other zones and locales reuse that data.
 *
 * @example
 * ```ts
 * root.render(<WidgetApp widget={widget} />); // the first calls are on their way; the spinner first
 * prepareDateFormats();
 * ```
 */
export function prepareDateFormats(): void {
  // A task rather than an idle callback: a busy page has no idle time before the hotel answers, and the
  // work has to be done before the room search either way.
  setTimeout(() => {
    dateFormat('en-CA', { timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }).format(0);
  }, 0);
}
