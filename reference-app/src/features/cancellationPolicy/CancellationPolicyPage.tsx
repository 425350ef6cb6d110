import { useCancellationPolicies, useCancellationPolicy, useStaykitLocale } from '@staykit/react';
import type { components, StaykitError } from '@staykit/sdk';
import { errorMessageLoaders } from '../../i18n/errorMessageLoaders';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { Alert } from '../../components/ui/Alert';
import { Card } from '../../components/ui/Card';
import { useHotelInit } from '../../lib/useHotelInit';
import { useMessages } from '../../i18n/useMessages';
import './cancellationPolicy.css';
import { CancellationPolicyCard } from './CancellationPolicyCard';
import { readPolicyRequest } from './readPolicyRequest';

type CancellationPolicy = components['schemas']['CancellationPolicy'];

/** The hotel facts every policy view needs. */
interface PolicyHotel {
  hotelId: number;
  timeZone: string;
  locale: string;
}

// docs/errors.md: a failed call shows the error's text; the localised one for a known code, else the server's.
function PolicyError({ error, locale }: { error: StaykitError; locale: string }) {
  return (
    <Alert tone="danger" role="alert">
      {errorMessageLoaders.text(error.code, locale) ?? (error.title || error.message)}
    </Alert>
  );
}

/**
 * A policy of the list. With the search's check-in it asks for the same policy by id, dated, because
 * only that answer says when free cancellation ends; until then (or if it fails) the list's copy shows.
 */
function ListedPolicy({
  policy,
  checkin,
  hotel,
}: {
  policy: CancellationPolicy;
  checkin: string | null;
  hotel: PolicyHotel;
}) {
  const dated = useCancellationPolicy(
    {
      params: {
        path: { hotel_id: hotel.hotelId, policy_id: policy.id },
        query: checkin === null ? {} : { checkin_date: checkin },
      },
    },
    { enabled: checkin !== null },
  );
  return (
    <CancellationPolicyCard
      policy={dated.data?.data ?? policy}
      locale={hotel.locale}
      timeZone={hotel.timeZone}
    />
  );
}

function PolicyList({
  roomPlanCodes,
  checkin,
  hotel,
}: {
  roomPlanCodes: string[];
  checkin: string | null;
  hotel: PolicyHotel;
}) {
  const text = useMessages();
  const policies = useCancellationPolicies({
    params: {
      path: { hotel_id: hotel.hotelId },
      query: roomPlanCodes.length > 0 ? { room_plan_codes: roomPlanCodes } : {},
    },
  });
  if (policies.isError) return <PolicyError error={policies.error} locale={hotel.locale} />;
  if (policies.isPending) return <Spinner />;
  if (policies.data.data.length === 0) return <Card>{text.cancellationPolicyEmpty}</Card>;
  return (
    <ul className="sk-plain-list sk-stack">
      {policies.data.data.map((policy) => (
        <li key={policy.id}>
          <ListedPolicy policy={policy} checkin={checkin} hotel={hotel} />
        </li>
      ))}
    </ul>
  );
}

function OnePolicy({
  policyId,
  checkin,
  hotel,
}: {
  policyId: number;
  checkin: string | null;
  hotel: PolicyHotel;
}) {
  const policy = useCancellationPolicy({
    params: {
      path: { hotel_id: hotel.hotelId, policy_id: policyId },
      query: checkin === null ? {} : { checkin_date: checkin },
    },
  });
  if (policy.isError) return <PolicyError error={policy.error} locale={hotel.locale} />;
  if (policy.isPending) return <Spinner />;
  return <CancellationPolicyCard policy={policy.data.data} locale={hotel.locale} timeZone={hotel.timeZone} />;
}

/**
 * Props of `CancellationPolicyPage`.
 *
 * @example
 * ```ts
 * const props: CancellationPolicyPageProps = { hotelCode: startup.hotelCode };
 * ```
 */
export interface CancellationPolicyPageProps {
  /** The hotel of the start-up URL. */
  hotelCode: string | null;
}

/**
 * The cancellation policy screen (docs/widget.md#screens; contract: `listCancellationPolicies`, `CancellationPolicy`): the hotel's policies, those of the room plans in the
 * query (`room_plan_codes`), or one policy (`policy_id`), each as readable text in the UI locale, with
 * the rule that same-day cancellation is by phone only (docs/widget.md#after-booking). A named policy id that is no id shows "no
 * data" without a call; a failed call shows the error's text.
 *
 * @example
 * ```tsx
 * <CancellationPolicyPage hotelCode="demo-tokyo" />
 * ```
 */
export function CancellationPolicyPage({ hotelCode }: CancellationPolicyPageProps) {
  const text = useMessages();
  const { locale } = useStaykitLocale();
  const [searchParams] = useSearchParams();
  const hotelInit = useHotelInit(hotelCode);
  if (!hotelInit) return <Spinner />;
  const hotel: PolicyHotel = { hotelId: hotelInit.hotel_id, timeZone: hotelInit.time_zone, locale };
  const request = readPolicyRequest(searchParams);
  return (
    <section className="sk-page sk-page-narrow sk-policies" aria-labelledby="sk-policies-title">
      <h2 id="sk-policies-title">{text.cancellationPolicyTitle}</h2>
      {request.kind === 'none' && <Card>{text.cancellationPolicyEmpty}</Card>}
      {request.kind === 'one' && (
        <OnePolicy policyId={request.policyId} checkin={request.checkin} hotel={hotel} />
      )}
      {request.kind === 'list' && (
        <PolicyList roomPlanCodes={request.roomPlanCodes} checkin={request.checkin} hotel={hotel} />
      )}
      <Alert tone="info" className="sk-policy-same-day">
        {text.cancellationSameDayByPhone}
      </Alert>
    </section>
  );
}
