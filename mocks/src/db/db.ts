/**
 * The mock's in-memory store: one typed table per kind of row (`rows.ts`), indexed on the fields the
 * rules look rows up by, and the stock by night (`stock.ts`). What never changes per request is derived
 * from the hotel row by the rules. A reset empties every table before the seed writes it again.
 */
import type {
  AdyenSessionRow,
  PaypalOrderRow,
  BrandRow,
  CsvDownloadRow,
  LotteryEntryRow,
  LotteryEventRow,
  MemberCouponRow,
  PointEntryRow,
  PointExchangeRow,
  SavedCardRow,
  TemporaryStorageRow,
  VoucherRow,
  CancellationPolicyRow,
  CardTokenRow,
  ClientSessionRow,
  ExtraRow,
  FileAttachmentRow,
  HotelRow,
  IdempotentResponseRow,
  KidsTierRow,
  LiffUserRow,
  MarketingSubscriptionRow,
  MemberConfirmationRow,
  MemberRow,
  MembershipProgramRow,
  NotificationRow,
  OutboxMailRow,
  PasswordResetRow,
  PayLinkRow,
  PayLinkTransactionRow,
  PaymentHubTransactionRow,
  PaymentPromotionRow,
  PaymentRow,
  ProviderCodeRow,
  PlanRow,
  QuestionRow,
  ReservationRow,
  RoomPlanRow,
  RoomSearchFilterRow,
  RoomTypeRow,
  SignInGrantRow,
  UserTokenRow,
  WidgetSettingOverrideRow,
} from './rows';
import { clearStock } from './stock';
import { Table } from './table';

/**
 * The tables of the store.
 *
 * @example
 * ```ts
 * const hotel = db.hotel.get(101);
 * const roomTypes = db.roomType.where('hotel_id', 101);
 * ```
 */
export const db = {
  brand: new Table<BrandRow, 'id'>('id'),
  hotel: new Table<HotelRow, 'id'>('id', ['code', 'brand_id']),
  kidsTier: new Table<KidsTierRow, 'id'>('id', ['hotel_id']),
  roomSearchFilter: new Table<RoomSearchFilterRow, 'id'>('id', ['hotel_id']),
  notification: new Table<NotificationRow, 'id'>('id', ['owner_id']),
  roomType: new Table<RoomTypeRow, 'id'>('id', ['hotel_id']),
  plan: new Table<PlanRow, 'id'>('id', ['hotel_id']),
  roomPlan: new Table<RoomPlanRow, 'id'>('id', ['hotel_id']),
  extra: new Table<ExtraRow, 'id'>('id', ['hotel_id']),
  question: new Table<QuestionRow, 'id'>('id'),
  cancellationPolicy: new Table<CancellationPolicyRow, 'id'>('id', ['hotel_id']),
  paymentPromotion: new Table<PaymentPromotionRow, 'hotel_id'>('hotel_id'),
  clientSession: new Table<ClientSessionRow, 'token'>('token'),
  widgetSettingOverride: new Table<WidgetSettingOverrideRow, 'hotel_id'>('hotel_id'),
  idempotentResponse: new Table<IdempotentResponseRow, 'key'>('key'),
  reservation: new Table<ReservationRow, 'number'>('number', ['email']),
  payment: new Table<PaymentRow, 'reservation_number'>('reservation_number', ['status', 'challenge_id']),
  cardToken: new Table<CardTokenRow, 'token'>('token'),
  fileAttachment: new Table<FileAttachmentRow, 'id'>('id', ['client_session']),
  membershipProgram: new Table<MembershipProgramRow, 'id'>('id', ['brand_id']),
  member: new Table<MemberRow, 'id'>('id', ['email']),
  userToken: new Table<UserTokenRow, 'token'>('token'),
  signInGrant: new Table<SignInGrantRow, 'value'>('value'),
  providerCode: new Table<ProviderCodeRow, 'value'>('value'),
  payLink: new Table<PayLinkRow, 'payment_number'>('payment_number'),
  payLinkTransaction: new Table<PayLinkTransactionRow, 'id'>('id', [
    'payment_number',
    'status',
    'challenge_id',
  ]),
  paymentHubTransaction: new Table<PaymentHubTransactionRow, 'id'>('id'),
  marketingSubscription: new Table<MarketingSubscriptionRow, 'token'>('token'),
  outboxMail: new Table<OutboxMailRow, 'id'>('id', ['to']),
  memberConfirmation: new Table<MemberConfirmationRow, 'token'>('token'),
  passwordReset: new Table<PasswordResetRow, 'token'>('token'),
  pointEntry: new Table<PointEntryRow, 'id'>('id', ['member_id', 'reservation_number']),
  pointExchange: new Table<PointExchangeRow, 'id'>('id', ['member_id']),
  savedCard: new Table<SavedCardRow, 'id'>('id', ['member_id']),
  voucher: new Table<VoucherRow, 'number'>('number', ['member_id']),
  memberCoupon: new Table<MemberCouponRow, 'key'>('key', ['member_id']),
  csvDownload: new Table<CsvDownloadRow, 'id'>('id', ['slot']),
  lotteryEvent: new Table<LotteryEventRow, 'id'>('id', ['hotel_id']),
  lotteryEntry: new Table<LotteryEntryRow, 'entry_number'>('entry_number', ['event_id', 'member_id']),
  temporaryStorage: new Table<TemporaryStorageRow, 'id'>('id'),
  liffUser: new Table<LiffUserRow, 'key'>('key'),
  adyenSession: new Table<AdyenSessionRow, 'id'>('id', ['reservation_number']),
  paypalOrder: new Table<PaypalOrderRow, 'id'>('id', ['reservation_number']),
} as const;

/**
 * Empties every table and the stock (a reset, before the seed writes them again).
 *
 * @example
 * ```ts
 * clearDb();
 * seedMock();
 * ```
 */
export function clearDb(): void {
  for (const table of Object.values(db)) table.clear();
  clearStock();
}
