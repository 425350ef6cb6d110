/** English UI text: the reference catalogue, whose keys every other catalogue must have. */
export const en = {
  loading: 'Loading…',
  globalErrorHeading: 'The booking page could not open',
  noHotelCodeHelp: 'Open this page from the hotel’s website, or add hotel_code to the address.',
  language: 'Language',
  currency: 'Currency',
  dismiss: 'Dismiss',
  notice: 'Notice',
  notAvailableTitle: 'Not available yet',
  notAvailableBody: 'This screen of the reference widget has not been built yet.',
  backToSearch: 'Back to search',
  serviceUnavailableTitle: 'Service unavailable',
  serviceUnavailableBody: 'The booking service is temporarily unavailable. Please try again later.',
  tryAgain: 'Try again',
  notFoundTitle: 'Page not found',
  siteHeader: 'Hotel header',
  siteFooter: 'Hotel footer',
} as const;
