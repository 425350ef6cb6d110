import type { Messages } from '../messages';

/** 日本語 UI text (ja). */
export const ja: Messages = {
  loading: '読み込み中…',
  globalErrorHeading: '予約ページを開けませんでした',
  noHotelCodeHelp: 'ホテルのウェブサイトから開くか、アドレスに hotel_code を追加してください。',
  language: '言語',
  currency: '通貨',
  dismiss: '閉じる',
  notice: 'お知らせ',
  notAvailableTitle: '準備中です',
  notAvailableBody: 'このリファレンスウィジェットの画面はまだ作成されていません。',
  backToSearch: '検索に戻る',
  serviceUnavailableTitle: 'サービスを利用できません',
  serviceUnavailableBody: '予約サービスは一時的に利用できません。しばらくしてから再度お試しください。',
  tryAgain: '再試行',
  notFoundTitle: 'ページが見つかりません',
  siteHeader: 'ホテルのヘッダー',
  siteFooter: 'ホテルのフッター',
};
