import { validateRequired } from './validateRequired';

// Chinese characters (CJK unified ideographs, extension A, compatibility ideographs) and brackets, as in
// "台灣積體電路製造股份有限公司" or "某某（台灣）有限公司": the characters the API's receipt_title pattern accepts.
const HAN = '\\u3400-\\u4DBF\\u4E00-\\u9FFF\\uF900-\\uFAFF';
const RECEIPT_TITLE = new RegExp(`^[${HAN}()（）]+$`, 'u');
const HAS_HAN = new RegExp(`[${HAN}]`, 'u');

// Simplified forms whose traditional form is a different character and which traditional text does not
// use (国 for 國, 湾 for 灣, 电 for 電, ...): a guard against a title typed in simplified Chinese, not a
// full conversion table. Characters shared by both (公, 司, 台, 制, 干) are not here.
const SIMPLIFIED_ONLY = new Set(
  '国门东华电业发实贸际网丽湾银会协医药产学义广厂货运车饭馆乐设计术开联体团营经济农机构资讯气龙凤园号书时间们个这来为对说长见师进过还边达选连远读语话请让论证识记许贵费购卖买头亚兴专两严乡优传价众务动区单卫历县变员图场声处备宝岛带帮应张录战报护数无显杂权条杨极标样检楼欢汇汉测满灯热爱现画礼称简类级纪约纸线组织终结给统绿罗职艺节苏荣获装规视觉训议讲评试详误谢贝财责质赛赵转轮软轻输违邮郑钟钢钱铁销错镇问闻队阳阴陆陈险随难页项顺顾预领题风飞马验鱼鸟鸡齐积',
);

// The contract's maxLength of receipt_title.
const RECEIPT_TITLE_MAX_LENGTH = 100;

/**
 * Why a Taiwan receipt name (`receipt_title`) cannot be sent, or `null` when it can: it is written in
 * traditional Chinese (docs/rules.md, "Guest details").
 *
 * - `required`: missing or blank (whether the field is required is the caller's question; see
 *   `taiwanReceipt` of {@link validateGuestDetails}).
 * - `unsupported_characters`: a character other than Chinese characters and round brackets (half- or
 *   full-width): Latin letters, digits, kana, spaces inside; or a common simplified-only form (国, 湾, 电,
 *   业, 发, ... about 220 of them) where traditional Chinese has its own character.
 * - `invalid`: only brackets, no Chinese character.
 * - `too_long`: over 100 characters.
 *
 * Decision: "traditional" is checked as "Chinese characters, none of them a known simplified-only form";
 * a rare simplified character outside the guard list passes, and the hotel's invoicing catches it. The
 * value is checked without its leading and trailing spaces; send it trimmed.
 *
 * @example
 * ```ts
 * validateReceiptTitle('台灣積體電路製造股份有限公司'); // null
 * validateReceiptTitle('台湾积体电路制造股份有限公司'); // 'unsupported_characters': simplified 湾, 积, 电
 * validateReceiptTitle('TSMC'); // 'unsupported_characters'
 * ```
 */
export function validateReceiptTitle(
  title: string | null | undefined,
): 'required' | 'unsupported_characters' | 'invalid' | 'too_long' | null {
  if (validateRequired(title)) return 'required';
  const trimmed = (title ?? '').trim();
  if (!RECEIPT_TITLE.test(trimmed)) return 'unsupported_characters';
  if ([...trimmed].some((character) => SIMPLIFIED_ONLY.has(character))) return 'unsupported_characters';
  if (!HAS_HAN.test(trimmed)) return 'invalid';
  if (trimmed.length > RECEIPT_TITLE_MAX_LENGTH) return 'too_long';
  return null;
}
