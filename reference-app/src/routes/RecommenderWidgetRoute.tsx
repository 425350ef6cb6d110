import { useStaykitLocale } from '@staykit/react';
import { useSearchParams } from 'react-router';
import { useWidgetContext } from '../app/WidgetContext';
import { GlobalError } from '../components/GlobalError';
import { RecommenderWidget } from '../features/recommender/RecommenderWidget';
import { themeStyle } from '../features/shell/hotelTheme';
import { useMessages } from '../i18n/useMessages';

/**
 * /recommender-widget: the hotel's recommended rooms, and only them (docs/widget.md#screens): no hotel
 * layout, so a hotel places it in a page of its own. `hotel_code` says which hotel.
 */
export function RecommenderWidgetRoute() {
  const { startup } = useWidgetContext();
  const { locale } = useStaykitLocale();
  const [query] = useSearchParams();
  const text = useMessages();
  if (startup.hotelCode === null)
    return <GlobalError title={text.globalErrorHeading} detail={text.noHotelCodeHelp} />;
  return (
    <RecommenderWidget hotelCode={startup.hotelCode} locale={locale} query={query} themeOf={themeStyle} />
  );
}
