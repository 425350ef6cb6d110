// The popup's own two words (its title, read by screen readers, and its close button), in the widget's
// eight languages; the host page's language chooses, English otherwise.
const EN = ['Book a room', 'Close'] as const;
const LABELS: Record<string, readonly [title: string, close: string] | undefined> = {
  en: EN,
  ja: ['客室の予約', '閉じる'],
  ko: ['객실 예약', '닫기'],
  zh_Hans: ['预订客房', '关闭'],
  zh_Hant: ['預訂客房', '關閉'],
  id: ['Pesan kamar', 'Tutup'],
  th: ['จองห้องพัก', 'ปิด'],
  ar: ['احجز غرفة', 'إغلاق'],
};

/**
 * The widget's locale for a language tag (`ja`, `zh-TW` → `zh_Hant`, `zh-CN` → `zh_Hans`, `en-GB` → `en`),
 * or undefined when the widget has no such language.
 */
export function widgetLocale(tag: string): string | undefined {
  const chinese = /^zh[-_](hant|tw|hk|mo)/i.test(tag) ? 'zh_Hant' : 'zh_Hans';
  const language = tag.slice(0, 2).toLowerCase();
  const code = language === 'zh' ? chinese : language;
  return LABELS[code] ? code : undefined;
}

/** The labels for a language tag, English for a language the widget does not have. */
export function labelsFor(tag: string): readonly [title: string, close: string] {
  return LABELS[widgetLocale(tag) ?? ''] ?? EN;
}
