import type { Messages } from '../messages';

/** 简体中文 UI text (zh_Hans). */
export const zhHans: Messages = {
  loading: '加载中…',
  globalErrorHeading: '无法打开预订页面',
  noHotelCodeHelp: '请从酒店网站打开此页面，或在地址中添加 hotel_code。',
  language: '语言',
  currency: '货币',
  dismiss: '关闭',
  notice: '通知',
  notAvailableTitle: '暂未开放',
  notAvailableBody: '此参考组件的页面尚未构建。',
  backToSearch: '返回搜索',
  serviceUnavailableTitle: '服务不可用',
  serviceUnavailableBody: '预订服务暂时不可用，请稍后再试。',
  tryAgain: '重试',
  notFoundTitle: '找不到页面',
  siteHeader: '酒店页眉',
  siteFooter: '酒店页脚',
};
