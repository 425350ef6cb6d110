import { useWidgetContext } from '../app/WidgetContext';
import { FacilitiesPage } from '../features/facilities/FacilitiesPage';

/** /facilities: the brand facility list, every page fetched (B §2, B §7). */
export function FacilitiesRoute() {
  const { startup } = useWidgetContext();
  return <FacilitiesPage hotelCode={startup.hotelCode} />;
}
