// Row types of the mock db's models, for the functions that read them.
import type { db } from './db';

/** A brand row. */
export type BrandRow = ReturnType<typeof db.brand.create>;
/** A hotel row. */
export type HotelRow = ReturnType<typeof db.hotel.create>;
/** A kids-tier row. */
export type KidsTierRow = ReturnType<typeof db.kidsTier.create>;
/** A room-type row. */
export type RoomTypeRow = ReturnType<typeof db.roomType.create>;
/** A hotel-plan row. */
export type PlanRow = ReturnType<typeof db.plan.create>;
/** A room-plan row (a plan sold on a room type). */
export type RoomPlanRow = ReturnType<typeof db.roomPlan.create>;
/** An extra row. */
export type ExtraRow = ReturnType<typeof db.extra.create>;
/** An additional-question row. */
export type QuestionRow = ReturnType<typeof db.question.create>;
/** A cancellation-policy row. */
export type CancellationPolicyRow = ReturnType<typeof db.cancellationPolicy.create>;
/** A member row. */
export type MemberRow = ReturnType<typeof db.member.create>;
/** A membership-programme row. */
export type MembershipProgramRow = ReturnType<typeof db.membershipProgram.create>;
/** A user-token row. */
export type UserTokenRow = ReturnType<typeof db.userToken.create>;
/** A sign-in grant row (one-time token, refresh token, custom-auth code or otid). */
export type SignInGrantRow = ReturnType<typeof db.signInGrant.create>;
/** A reservation row. */
export type ReservationRow = ReturnType<typeof db.reservation.create>;
/** A card-payment row of a reservation. */
export type PaymentRow = ReturnType<typeof db.payment.create>;
/** A card-token row. */
export type CardTokenRow = ReturnType<typeof db.cardToken.create>;
/** A pay-link row. */
export type PayLinkRow = ReturnType<typeof db.payLink.create>;
/** A pay-link transaction row. */
export type PayLinkTransactionRow = ReturnType<typeof db.payLinkTransaction.create>;
/** A payment-hub transaction row. */
export type PaymentHubTransactionRow = ReturnType<typeof db.paymentHubTransaction.create>;
/** A promotional e-mail subscription row (by unsubscribe token). */
export type MarketingSubscriptionRow = ReturnType<typeof db.marketingSubscription.create>;
