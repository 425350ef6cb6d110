import { useDiscountCoupons, useStaykitClient, useStaykitLocale, useUserVouchers } from '@staykit/react';
import { hasVouchers, isOrganizationAdmin, isPointProgramUsable } from '@staykit/sdk';
import { useId, useRef, useSyncExternalStore } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useWidgetContext } from '../app/WidgetContext';
import { Spinner } from '../components/Spinner';
import { useHotelInit } from '../lib/useHotelInit';
import { useMessages } from '../i18n/useMessages';
import { AccountSections } from '../features/account/AccountSections';
import { accountPath, accountSection, type AccountSection } from '../features/account/accountSections';
import { MyPoints } from '../features/account/MyPoints';
import { MyReservations } from '../features/account/MyReservations';
import { PaymentOptions } from '../features/account/PaymentOptions';
import { Promotions } from '../features/account/Promotions';
import '../features/account/account.css';
import { AccountPage } from '../features/membership/AccountPage';
import { MemberDeletedPage } from '../features/membership/MemberDeletedPage';
import { memberPath } from '../features/membership/memberPaths';

/**
 * /my-account and its sections (`/my-account/reservations`, `points`, `payment-options`, `promotions`;
 * the profile by default), for a signed-in member only. A guest, or a corporate-only user, goes to
 * sign-in and comes back here afterwards; an unknown section goes to the profile. Points show when the
 * member's point programme is usable at this hotel, the promotions when the member holds a voucher or a
 * coupon; an organization's admin also finds the organization's stays from here. Once the account is removed, the removal page shows and the widget signs out locally.
 */
export function AccountRoute() {
  const { startup, identity } = useWidgetContext();
  const client = useStaykitClient();
  const { locale } = useStaykitLocale();
  const text = useMessages();
  const id = useId();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const section = accountSection(useParams().section);
  const hotel = useHotelInit(startup.hotelCode);
  const user = useSyncExternalStore(identity.subscribe, () => identity.getState().user);
  const program = useSyncExternalStore(identity.subscribe, () => identity.getState().program);
  const otherProgramIds = useSyncExternalStore(identity.subscribe, () => identity.getState().otherProgramIds);
  const member = user !== null && user.id !== null;
  const vouchers = useUserVouchers({ params: { query: { per_page: 50 } } }, { enabled: member });
  const coupons = useDiscountCoupons(
    { params: { path: { hotel_id: hotel?.hotel_id ?? 0 }, query: { per_page: 50 } } },
    { enabled: member },
  );
  // Set once the account is removed: the sign-out that follows must not send the guest to sign-in while
  // the removal page loads.
  const removed = useRef(false);
  if (!hotel || removed.current) return <Spinner />;
  if (!member) {
    return (
      <Navigate
        to={memberPath('/sign-in', hotel.hotel_code)}
        state={{ from: `${pathname}${search}` }}
        replace
      />
    );
  }
  if (section === null) return <Navigate to={accountPath('profile', hotel.hotel_code)} replace />;
  const shown = new Set<AccountSection>(['profile', 'reservations', 'payment-options']);
  if (isPointProgramUsable(user, hotel.point_program_setting?.hide_points ?? false)) shown.add('points');
  if (hasVouchers(vouchers.data ?? []) || (coupons.data?.length ?? 0) > 0) shown.add('promotions');
  shown.add(section);
  return (
    <section className="sk-page sk-page-narrow sk-member-page" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text.accountTitle}</h2>
      <AccountSections hotelCode={hotel.hotel_code} current={section} shown={shown} />
      {isOrganizationAdmin(user) && (
        <p>
          <Link
            to={`/organization-admin?${new URLSearchParams({ hotel_code: hotel.hotel_code }).toString()}`}
          >
            {text.organizationAdminTitle}
          </Link>
        </p>
      )}
      {section === 'profile' && (
        <AccountPage
          hotel={hotel}
          locale={locale}
          onRemoved={() => {
            removed.current = true;
            void navigate(memberPath('/member-deleted-confirmation', hotel.hotel_code), { replace: true });
            void identity.signOut({ client, hotel });
          }}
          onProfileSaved={() => void identity.refreshUser({ client, hotel })}
          program={program}
          otherProgramIds={otherProgramIds}
          onProgramSwitched={(session) => identity.signedIn({ client, hotel }, session)}
        />
      )}
      {section === 'reservations' && <MyReservations hotelCode={hotel.hotel_code} locale={locale} />}
      {section === 'points' && (
        <MyPoints
          hotelId={hotel.hotel_id}
          hotelCode={hotel.hotel_code}
          locale={locale}
          inJapan={hotel.time_zone === 'Asia/Tokyo'}
        />
      )}
      {section === 'payment-options' && <PaymentOptions hotelId={hotel.hotel_id} locale={locale} />}
      {section === 'promotions' && (
        <Promotions hotelId={hotel.hotel_id} locale={locale} currency={hotel.currency} />
      )}
    </section>
  );
}

/** /member-deleted-confirmation: the account is gone. */
export function MemberDeletedRoute() {
  const { startup } = useWidgetContext();
  const hotel = useHotelInit(startup.hotelCode);
  if (!hotel) return <Spinner />;
  return <MemberDeletedPage hotelCode={hotel.hotel_code} />;
}
