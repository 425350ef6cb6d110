import type { Messages } from '../messages';

/** 한국어 UI text (ko). */
export const ko: Messages = {
  loading: '불러오는 중…',
  globalErrorHeading: '예약 페이지를 열 수 없습니다',
  noHotelCodeHelp: '호텔 웹사이트에서 열거나 주소에 hotel_code를 추가하세요.',
  language: '언어',
  currency: '통화',
  dismiss: '닫기',
  notice: '알림',
  notAvailableTitle: '아직 제공되지 않습니다',
  notAvailableBody: '이 참조 위젯 화면은 아직 만들어지지 않았습니다.',
  backToSearch: '검색으로 돌아가기',
  serviceUnavailableTitle: '서비스를 이용할 수 없습니다',
  serviceUnavailableBody: '예약 서비스를 일시적으로 이용할 수 없습니다. 잠시 후 다시 시도하세요.',
  tryAgain: '다시 시도',
  notFoundTitle: '페이지를 찾을 수 없습니다',
  siteHeader: '호텔 헤더',
  siteFooter: '호텔 바닥글',
};
