import { describe, expect, it } from 'vitest';
import { zMemberProfile } from '../generated/zod/zod.gen';
import { validateReceiptTitle } from './validateReceiptTitle';

const apiReceiptTitle = zMemberProfile.shape.receipt_title;

// The traditional characters whose simplified forms the guard refuses: each must still be accepted.
const TRADITIONAL_COUNTERPARTS =
  '國門東華電業發實貿際網麗灣銀會協醫藥產學義廣廠貨運車飯館樂設計術開聯體團營經濟農機構資訊氣龍鳳園號書時間們個這來為對說長見師進過還邊達選連遠讀語話請讓論證識記許貴費購賣買頭亞興專兩嚴鄉優傳價眾務動區單衛歷縣變員圖場聲處備寶島帶幫應張錄戰報護數無顯雜權條楊極標樣檢樓歡匯漢測滿燈熱愛現畫禮稱簡類級紀約紙線組織終結給統綠羅職藝節蘇榮獲裝規視覺訓議講評試詳誤謝貝財責質賽趙轉輪軟輕輸違郵鄭鐘鋼錢鐵銷錯鎮問聞隊陽陰陸陳險隨難頁項順顧預領題風飛馬驗魚鳥雞齊積';

describe('validateReceiptTitle: Taiwan receipt in traditional Chinese', () => {
  it.each([
    '台灣積體電路製造股份有限公司',
    '國立臺灣大學',
    '長榮航空股份有限公司',
    '鴻海精密工業股份有限公司',
    '王小明',
    '某某（台灣）有限公司',
    '某某(台灣)有限公司',
  ])('accepts %s', (title) => {
    expect(validateReceiptTitle(title)).toBeNull();
    expect(apiReceiptTitle.safeParse(title).success).toBe(true);
  });

  it('accepts every traditional counterpart of the simplified guard list', () => {
    for (let start = 0; start < TRADITIONAL_COUNTERPARTS.length; start += 100) {
      expect(validateReceiptTitle(TRADITIONAL_COUNTERPARTS.slice(start, start + 100))).toBeNull();
    }
  });

  it.each([
    ['simplified 湾, 积, 电', '台湾积体电路制造股份有限公司'],
    ['simplified 国, 学', '国立台湾大学'],
    ['simplified 长, 荣', '长荣航空股份有限公司'],
    ['Latin letters', 'TSMC'],
    ['Latin mixed in', '台積電TSMC'],
    ['digits', '第1商事股份有限公司'],
    ['a space inside', '台灣 積體電路'],
    ['kana', 'やまだ商事'],
    ['hangul', '삼성'],
  ])('refuses %s: %s', (_what, title) => {
    expect(validateReceiptTitle(title)).toBe('unsupported_characters');
  });

  it('refuses brackets without a Chinese character', () => {
    expect(validateReceiptTitle('（）')).toBe('invalid');
  });

  it.each([undefined, null, '', ' '])('calls %o missing', (title) => {
    expect(validateReceiptTitle(title)).toBe('required');
  });

  it('allows 100 characters and refuses 101', () => {
    expect(validateReceiptTitle('臺'.repeat(100))).toBeNull();
    expect(validateReceiptTitle('臺'.repeat(101))).toBe('too_long');
  });
});
