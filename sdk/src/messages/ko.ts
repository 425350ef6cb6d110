import type { ErrorMessages } from './messageCodes';

// Codes that share a meaning share one text, so a wording fix reaches all of them.
const SIGNED_OUT = '로그아웃되었습니다. 다시 로그인해 주세요.';
const PAGE_EXPIRED = '페이지가 만료되었습니다. 페이지를 새로고침한 후 다시 시도해 주세요.';
const PAYMENT_TIMED_OUT = '결제 시간이 초과되어 결제가 이루어지지 않았습니다. 다시 시도해 주세요.';
const CARD_UNUSABLE = '이 카드는 사용할 수 없습니다. 다른 카드를 이용해 주세요.';
const THREE_D_SECURE_FAILED = '3-D Secure 인증에 실패했습니다. 다시 시도하시거나 다른 카드를 이용해 주세요.';
const PROCESSING_ERROR = '처리 중 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';
const PAY_LINK_UNAVAILABLE = '현재 상태에서는 이 결제를 완료할 수 없습니다. 호텔에 문의해 주세요.';
const POINT_BALANCE_UNAVAILABLE = '현재 포인트 잔액을 표시할 수 없습니다. 잠시 후 다시 시도해 주세요.';
const POINTS_SERVICE_ERROR = '포인트 서비스에서 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';
const PLAN_LANGUAGE_RESTRICTED =
  '이 플랜은 선택한 언어로는 예약할 수 없습니다. 다른 플랜을 선택하시거나 언어를 변경해 주세요.';
const LOTTERY_UNAVAILABLE = '이 추첨은 현재 이용할 수 없습니다.';
const LOTTERY_LINK_INVALID = '이 추첨 링크는 만료되었거나 유효하지 않습니다.';

/**
 * Korean error messages (합니다/세요 style) for every {@link MessageCode}.
 *
 * @example
 * ```ts
 * ko['3013']; // '예약을 변경하는 중입니다. 약 5분 후에 다시 시도해 주세요.'
 * ```
 */
export const ko = {
  '1000': '입력하신 정보 중 누락되었거나 올바르지 않은 항목이 있습니다. 표시된 항목을 확인해 주세요.',
  malformed_request: '요청을 처리할 수 없습니다. 페이지를 새로고침한 후 다시 시도해 주세요.',
  unauthorized: SIGNED_OUT,
  client_session_invalid: PAGE_EXPIRED,
  '4000': PAGE_EXPIRED,
  not_found: '요청하신 페이지 또는 정보를 찾을 수 없습니다.',
  hotel_not_found: '호텔을 찾을 수 없습니다. 이용하신 링크를 확인해 주세요.',
  idempotency_key_reused: '이 요청을 처리할 수 없습니다. 페이지를 새로고침한 후 다시 시도해 주세요.',
  idempotency_key_missing: '요청을 처리할 수 없습니다. 페이지를 새로고침한 후 다시 시도해 주세요.',
  method_not_allowed: '요청을 처리할 수 없습니다. 페이지를 새로고침한 후 다시 시도해 주세요.',
  payload_too_large: '보낸 정보가 너무 큽니다. 내용을 줄인 후 다시 시도해 주세요.',
  uri_too_long: '링크 또는 검색 조건이 너무 깁니다. 줄인 후 다시 시도해 주세요.',
  request_headers_too_large: '요청을 처리할 수 없습니다. 이 사이트의 쿠키를 삭제한 후 다시 시도해 주세요.',
  rate_limited: '짧은 시간에 요청이 너무 많았습니다. 잠시 기다린 후 다시 시도해 주세요.',
  service_unavailable: '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  maintenance: '정기 점검 중이며 일부 결제 수단을 이용하지 못할 수 있습니다. 잠시 후 다시 시도해 주세요.',
  bot_check_failed: '보안 확인에 실패했습니다. 다시 확인을 진행해 주세요.',
  '1200': '파일을 준비하는 중입니다. 잠시 후 다시 시도해 주세요.',
  '1250': '링크가 만료되었습니다. 처음부터 다시 진행해 주세요.',
  '1251': '파일을 업로드할 수 없습니다. 파일 형식과 크기(이미지당 최대 80MB, 최대 30개)를 확인해 주세요.',
  '1252': '요청하신 파일을 찾을 수 없습니다.',
  '1600': 'CSV 다운로드 한도에 도달했습니다.',
  '1100': '선택하신 추가 옵션 중 이용할 수 없는 항목이 있습니다. 추가 옵션을 확인해 주세요.',
  '1101': '이 추가 옵션의 신청 기한이 지났습니다.',
  '1102': '추가 옵션의 수량이 올바르지 않습니다. 수량을 변경해 주세요.',
  '1103': '추가 옵션의 합계 금액이 변경되었습니다. 내용을 확인한 후 다시 시도해 주세요.',
  '1104': '이 추가 옵션의 재고가 부족합니다. 수량을 줄여 주세요.',
  '1105': '선택하신 날짜에 이 추가 옵션의 잔여 수량이 부족합니다. 수량을 줄이거나 날짜를 변경해 주세요.',
  '1106': '이 추가 옵션은 판매가 종료되었습니다.',
  '1500': '이 쿠폰 코드는 유효하지 않거나 만료되었거나, 선택하신 플랜에는 적용되지 않습니다.',
  '1501': '이 쿠폰은 사용 한도에 도달했습니다.',
  '2001': '이 프로모션은 고객님의 예약에 적용할 수 없습니다.',
  '1300': '비밀번호가 안전하지 않습니다. 대문자, 소문자, 숫자를 포함하여 8자 이상으로 설정해 주세요.',
  '1301': '로그인에 여러 번 실패하여 계정이 잠겼습니다. 잠시 후 다시 시도하시거나 호텔에 문의해 주세요.',
  '1302': '이전에 사용한 비밀번호입니다. 다른 비밀번호를 설정해 주세요.',
  '1400': '세션이 만료되었습니다. 투숙객 정보 화면으로 돌아가 계속 진행해 주세요.',
  '1401': '회원 가입 확인 기간이 만료되었습니다. 다시 가입하시거나 확인 이메일을 재발송해 주세요.',
  '1402': '이미 확인이 완료된 계정입니다. 로그인하시거나 비밀번호를 재설정해 주세요.',
  '1403': '호텔에서 등록한 계정입니다. 로그인하기 전에 비밀번호를 재설정해 주세요.',
  invalid_credentials: '이메일 주소 또는 비밀번호가 올바르지 않습니다.',
  membership_not_registered: '로그인에 실패했습니다. 입력하신 정보로 이 호텔에 등록된 회원 정보가 없습니다.',
  email_not_registered: '이 이메일 주소로 등록된 계정이 없습니다.',
  custom_auth_failed: '인증에 실패했습니다. 다시 로그인해 주세요.',
  profile_update_not_allowed: '이곳에서는 회원 정보를 변경할 수 없습니다.',
  '3401': SIGNED_OUT,
  '3402': SIGNED_OUT,
  '3403': '이미 사용된 로그인 링크입니다. 다시 로그인해 주세요.',
  '1903': '예약은 오늘부터 정해진 개월 수 이내의 날짜만 가능합니다. 다른 날짜를 선택해 주세요.',
  '2101': '같은 플랜이 중복 선택되었습니다. 선택 내용을 확인해 주세요.',
  '2201': '이 객실 타입에는 예정된 예약이 있어 변경할 수 없습니다.',
  '2304': '이 플랜은 고객님의 회원 등급으로는 이용할 수 없습니다. 페이지를 새로고침한 후 다시 예약해 주세요.',
  '3601': PLAN_LANGUAGE_RESTRICTED,
  '3602': PLAN_LANGUAGE_RESTRICTED,
  '3603': PLAN_LANGUAGE_RESTRICTED,
  '3604': PLAN_LANGUAGE_RESTRICTED,
  undated_search_not_allowed:
    '객실별 인원이 다르거나 항공권과 객실을 함께 예약하는 경우에는 날짜 없이 검색할 수 없습니다. 날짜를 선택해 주세요.',
  room_count_limit_exceeded: '한 번에 예약할 수 있는 객실 수를 초과했습니다. 객실 수를 줄여 주세요.',
  too_many_guests: '객실 1개당 인원이 너무 많습니다. 인원을 줄이거나 객실을 추가해 주세요.',
  no_rooms_available: '선택하신 날짜와 인원으로 이용 가능한 객실이 없습니다. 날짜나 인원을 변경해 주세요.',
  sold_out: '죄송합니다. 선택하신 객실 또는 플랜이 방금 매진되었습니다. 다시 검색해 주세요.',
  price_changed: '프로모션 변경으로 요금이 바뀌었습니다. 새 요금을 확인한 후 계속 진행해 주세요.',
  accommodation_tax_changed:
    '포인트 사용으로 숙박세가 줄었습니다. 새 합계 금액을 확인한 후 계속 진행해 주세요.',
  exchange_rates_updated: '환율이 업데이트되었습니다. 선택하신 통화의 요금을 다시 확인해 주세요.',
  payment_types_conflict:
    '선택하신 플랜들은 결제 유형이 달라 하나의 예약으로 진행할 수 없습니다. 따로 예약해 주세요.',
  mixed_payment_methods:
    '하나의 예약에서 객실마다 다른 결제 수단을 사용할 수 없습니다. 모든 객실에 같은 결제 수단을 선택해 주세요.',
  overlapping_reservation: '날짜가 겹치는 예약이 이미 있습니다. 확인한 후 계속 진행해 주세요.',
  reservation_not_found: '예약을 찾을 수 없습니다. 이메일 주소와 예약 번호를 확인해 주세요.',
  reservation_access_denied: '다른 계정의 예약이므로 표시할 수 없습니다.',
  sign_out_required: '로그인하지 않고 진행된 예약입니다. 변경하거나 취소하려면 로그아웃해 주세요.',
  edited_by_staff:
    '호텔에서 수정한 예약이므로 온라인으로 변경하거나 취소할 수 없습니다. 호텔에 문의해 주세요.',
  update_deadline_passed: '이 예약의 변경 기한이 지나 온라인으로 변경할 수 없습니다. 호텔에 문의해 주세요.',
  cancellation_same_day: '체크인 당일에는 온라인으로 예약을 취소할 수 없습니다. 호텔에 전화로 취소해 주세요.',
  plan_change_not_allowed: '이 예약의 플랜은 변경할 수 없습니다. 다른 플랜을 원하시면 새로 예약해 주세요.',
  minimum_nights_not_met: '이 예약의 최소 숙박일수보다 짧습니다. 숙박일수를 늘려 주세요.',
  '3013': '예약을 변경하는 중입니다. 약 5분 후에 다시 시도해 주세요.',
  '3016': '결제를 처리하는 중입니다. 약 5분 후에 다시 시도해 주세요.',
  '3014': '원래 예약 내용이 변경되었습니다. 이번 변경을 취소하고 예약 내용을 다시 확인해 주세요.',
  '3001': PAYMENT_TIMED_OUT,
  '3011': PAYMENT_TIMED_OUT,
  '3002': '결제에 실패하여 예약이 완료되지 않았습니다. 다시 시도해 주세요.',
  '3003': CARD_UNUSABLE,
  '3205': CARD_UNUSABLE,
  '3004': '카드 번호를 확인해 주세요.',
  '3005': '카드 유효기간을 확인해 주세요.',
  '3006': THREE_D_SECURE_FAILED,
  '3250': THREE_D_SECURE_FAILED,
  '3007': '카드 승인이 거절되었거나 카드 번호가 올바르지 않습니다. 카드 정보를 확인해 주세요.',
  '3008': '3-D Secure 인증이 취소되었습니다. 결제를 완료하려면 다시 시도해 주세요.',
  '3009':
    '인증 시도가 반복되어 3-D Secure 인증이 일시 중지되었습니다. 잠시 후 다시 시도하시거나 다른 카드를 이용해 주세요.',
  '3203': PROCESSING_ERROR,
  '3251': PROCESSING_ERROR,
  '3204': '결제에 실패했습니다. 다른 카드를 이용해 주세요.',
  '3252': '이 카드는 3-D Secure를 지원하지 않습니다. 다른 카드를 이용해 주세요.',
  card_amount_limit_exceeded:
    'Visa 또는 Mastercard로는 100만 엔을 초과하는 온라인 결제를 할 수 없습니다. 다른 카드나 결제 수단을 이용해 주세요.',
  card_brand_not_allowed: '이 카드 브랜드는 사용할 수 없습니다. 다른 카드를 이용해 주세요.',
  card_payment_not_allowed: '결제 금액이 0이므로 카드 결제가 필요하지 않습니다.',
  card_expires_before_checkout:
    '카드 유효기간이 체크아웃 전에 만료됩니다. 체크아웃일까지 유효한 카드를 이용해 주세요.',
  saved_card_invalid:
    '카드 결제 시스템 변경으로 저장된 카드를 더 이상 사용할 수 없습니다. 카드 정보를 다시 입력해 주세요.',
  saved_cards_disabled:
    '저장된 카드로 결제하는 기능을 일시적으로 이용할 수 없습니다. 카드 정보를 입력해 주세요.',
  '3200': PAY_LINK_UNAVAILABLE,
  '3201': PAY_LINK_UNAVAILABLE,
  pay_link_not_found: '결제 정보를 찾을 수 없습니다. 이용하신 링크를 확인해 주세요.',
  pay_link_expired: '1시간 이내에 결제가 완료되지 않았습니다. 페이지를 새로고침해 주세요.',
  pay_link_already_paid: '이미 결제가 완료되었습니다.',
  payment_amount_changed: '결제 금액이 변경되었습니다. [업데이트]를 눌러 새 금액을 확인해 주세요.',
  three_d_secure_expired:
    '15분 이내에 3-D Secure 인증이 완료되지 않아 예약이 취소되었습니다. 다시 예약해 주세요.',
  '2401': '포인트가 부족합니다. 사용할 포인트를 줄여 주세요.',
  '3202': POINT_BALANCE_UNAVAILABLE,
  '3502': POINT_BALANCE_UNAVAILABLE,
  '3501': POINTS_SERVICE_ERROR,
  '3503': POINTS_SERVICE_ERROR,
  '3504': '포인트를 반환하지 못했습니다. 포인트 내역을 확인해 주세요.',
  point_spend_invalid:
    '이 포인트 수는 사용할 수 없습니다. 최소 사용 포인트, 사용 단위, 잔액을 확인해 주세요.',
  point_exchange_invalid: '교환 수량이 올바르지 않거나, 일본 외 지역에서는 포인트 교환을 이용할 수 없습니다.',
  '3750': '선택하신 날짜는 추첨으로만 신청할 수 있습니다. 추첨에 응모해 주세요.',
  '3751': LOTTERY_UNAVAILABLE,
  '3752': LOTTERY_UNAVAILABLE,
  '3753': LOTTERY_UNAVAILABLE,
  '3754': LOTTERY_UNAVAILABLE,
  '3755': LOTTERY_UNAVAILABLE,
  '3756': '이미 이 추첨에 응모하셨습니다.',
  '3757': LOTTERY_UNAVAILABLE,
  '3758': LOTTERY_UNAVAILABLE,
  '3759': LOTTERY_UNAVAILABLE,
  '3760': LOTTERY_UNAVAILABLE,
  '3780': LOTTERY_LINK_INVALID,
  '3781': LOTTERY_LINK_INVALID,
  '3782': LOTTERY_LINK_INVALID,
  '3783': LOTTERY_LINK_INVALID,
  lottery_access_denied: '추첨 응모 내역은 응모한 계정에서만 관리할 수 있습니다.',
  lottery_not_winner: '추첨에 당첨된 분만 예약을 진행할 수 있습니다.',
  lottery_deadline_passed: '이 추첨의 기한이 지났습니다.',
  lottery_nights_out_of_range:
    '숙박일수가 이 추첨에서 허용하는 범위를 벗어났습니다. 숙박일수를 변경해 주세요.',
  agency_restore_failed: '예약 정보를 복원할 수 없습니다. 다시 입력한 후 [다음]을 눌러 주세요.',
  agency_payment_failed: '결제에 실패했습니다. [다음]을 다시 누르시거나 결제 수단을 변경해 주세요.',
  unsubscribe_failed: '수신 거부 링크가 유효하지 않거나 만료되었습니다.',
  network_error: '연결 오류가 발생했습니다. 인터넷 연결을 확인한 후 다시 시도해 주세요.',
  timeout: '서버가 제시간에 응답하지 않았습니다. 인터넷 연결을 확인한 후 다시 시도해 주세요.',
  invalid_response: '서버의 응답을 읽을 수 없습니다. 잠시 후 다시 시도해 주세요.',
  no_hotel_code: '호텔이 지정되지 않았습니다. 이 페이지를 여신 링크를 확인해 주세요.',
  bot_check_unsupported:
    '이 브라우저에서는 이 호텔이 요구하는 보안 확인을 실행할 수 없습니다. 브라우저를 업데이트하거나 다른 브라우저에서 예약해 주세요.',
  unknown_error: '예기치 않은 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
} satisfies ErrorMessages;
