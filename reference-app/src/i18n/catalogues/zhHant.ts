import type { Messages } from '../messages';

/** 繁體中文 UI text (zh_Hant). */
export const zhHant: Messages = {
  loading: '載入中…',
  globalErrorHeading: '無法開啟預訂頁面',
  noHotelCodeHelp: '請從飯店網站開啟此頁面，或在網址中加入 hotel_code。',
  language: '語言',
  currency: '貨幣',
  dismiss: '關閉',
  notice: '通知',
  notAvailableTitle: '尚未開放',
  notAvailableBody: '此參考元件的頁面尚未建置。',
  backToSearch: '返回搜尋',
  serviceUnavailableTitle: '服務無法使用',
  serviceUnavailableBody: '預訂服務暫時無法使用，請稍後再試。',
  tryAgain: '重試',
  notFoundTitle: '找不到頁面',
  siteHeader: '飯店頁首',
  siteFooter: '飯店頁尾',
};
