import { useWidgetContext } from '../app/WidgetContext';
import { FacilitiesPage } from '../features/facilities/FacilitiesPage';

/** /facilities: the brand facility list, every page fetched (docs/widget.md#screens; contract: `listBrandHotels`). */
export function FacilitiesRoute() {
  const { startup } = useWidgetContext();
  return <FacilitiesPage hotelCode={startup.hotelCode} />;
}
