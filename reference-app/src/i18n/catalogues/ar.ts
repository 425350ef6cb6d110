import type { Messages } from '../messages';

/** العربية UI text (ar). */
export const ar: Messages = {
  loading: 'جارٍ التحميل…',
  globalErrorHeading: 'تعذّر فتح صفحة الحجز',
  noHotelCodeHelp: 'افتح هذه الصفحة من موقع الفندق، أو أضف hotel_code إلى العنوان.',
  language: 'اللغة',
  currency: 'العملة',
  dismiss: 'إغلاق',
  notice: 'تنبيه',
  notAvailableTitle: 'غير متاح بعد',
  notAvailableBody: 'لم يتم إنشاء هذه الشاشة من الأداة المرجعية بعد.',
  backToSearch: 'العودة إلى البحث',
  serviceUnavailableTitle: 'الخدمة غير متاحة',
  serviceUnavailableBody: 'خدمة الحجز غير متاحة مؤقتًا. يرجى المحاولة لاحقًا.',
  tryAgain: 'حاول مرة أخرى',
  notFoundTitle: 'الصفحة غير موجودة',
  siteHeader: 'رأس صفحة الفندق',
  siteFooter: 'تذييل صفحة الفندق',
};
