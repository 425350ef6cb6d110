import { useBrandHotels, useBrandInventory, useStaykitLocale } from '@staykit/react';
import { keepPreviousData } from '@tanstack/react-query';
import type { StaykitError } from '@staykit/sdk';
import { errorMessageLoaders } from '../../i18n/errorMessageLoaders';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { Alert } from '../../components/ui/Alert';
import { Card } from '../../components/ui/Card';
import { displayCurrency } from '../../lib/displayCurrency';
import { useHotelInit } from '../../lib/useHotelInit';
import { useMessages } from '../../i18n/useMessages';
import './facilities.css';
import { FacilityList } from './FacilityList';
import { FacilitySkeletons } from './FacilitySkeletons';
import { selectedCurrency, toBrandInventoryQuery } from './facilitySearchQuery';
import { LoadingProgress } from './LoadingProgress';
import { usePageProgress } from './usePageProgress';

// docs/errors.md: the localised message of a known code, else the server's own title or text.
function errorText(error: StaykitError, locale: string): string {
  return errorMessageLoaders.text(error.code, locale) ?? (error.title || error.message);
}

/**
 * Props of `FacilitiesPage`.
 *
 * @example
 * ```ts
 * const props: FacilitiesPageProps = { hotelCode: startup.hotelCode };
 * ```
 */
export interface FacilitiesPageProps {
  /** The hotel of the start-up URL; its brand's facilities are listed. */
  hotelCode: string | null;
}

/**
 * The brand facility list (docs/widget.md#screens; contract: `listBrandHotels`, every page read): the brand of the hotel's
 * init, every page of its facilities with the loading progress page by page, then each facility with a
 * link to its search. When the address holds a stay, each facility's lowest total for it (brand
 * inventory) in the currency in effect. Empty and error states are said in words; a failed price lookup
 * leaves the list usable.
 *
 * @example
 * ```tsx
 * <FacilitiesPage hotelCode="demo-tokyo" />
 * ```
 */
export function FacilitiesPage({ hotelCode }: FacilitiesPageProps) {
  const text = useMessages();
  const { locale } = useStaykitLocale();
  const [searchParams] = useSearchParams();
  const hotel = useHotelInit(hotelCode);
  // 0 until init arrives: the hooks wait for a usable id.
  const brandId = hotel?.hotel_brand_id ?? 0;
  const { progress, middleware } = usePageProgress();
  const hotels = useBrandHotels(
    { params: { path: { brand_id: brandId } }, middleware: [middleware] },
    // A new locale reloads the list: keep showing the old one meanwhile.
    { placeholderData: keepPreviousData },
  );
  // The guest's currency, as the search's header shows it (docs/widget.md#page-shell): the one chosen in
  // the address; else, when the hotel shows guests their own, the one detected or guessed for them.
  const currency = selectedCurrency(searchParams) ?? (hotel ? displayCurrency(hotel, null) : undefined);
  const inventoryQuery = toBrandInventoryQuery(searchParams, currency);
  const inventory = useBrandInventory(
    { params: { path: { brand_id: brandId }, query: inventoryQuery ?? {} } },
    { enabled: inventoryQuery !== null },
  );
  const stays = useMemo(
    () => new Map((inventory.data ?? []).map((stay) => [stay.hotel_code, stay])),
    [inventory.data],
  );

  if (!hotel) return <Spinner />;
  const facilities = hotels.data;
  return (
    <section className="sk-page sk-facilities" aria-labelledby="sk-facilities-title">
      <h2 id="sk-facilities-title">{text.format('facilitiesTitle', { brand: hotel.hotel_brand.name })}</h2>
      {hotels.isError && (
        <Alert tone="danger" role="alert">
          {errorText(hotels.error, locale)}
        </Alert>
      )}
      {hotels.isPending && (
        <>
          <LoadingProgress progress={progress} />
          <FacilitySkeletons />
        </>
      )}
      {facilities?.length === 0 && <Card>{text.facilitiesEmpty}</Card>}
      {facilities !== undefined && facilities.length > 0 && (
        <>
          {inventoryQuery !== null && inventory.isPending && (
            <p className="sk-note sk-facilities-note" role="status">
              {text.facilityPricesLoading}
            </p>
          )}
          {inventoryQuery !== null && inventory.isError && (
            <Alert tone="warning">
              {text.format('facilityPricesFailed', { reason: errorText(inventory.error, locale) })}
            </Alert>
          )}
          <FacilityList
            hotels={facilities}
            inventory={inventoryQuery === null ? new Map() : stays}
            currency={currency}
            search={searchParams}
            locale={locale}
          />
        </>
      )}
    </section>
  );
}
