import type { Messages } from '../messages';

/** ไทย UI text (th). */
export const th: Messages = {
  loading: 'กำลังโหลด…',
  globalErrorHeading: 'ไม่สามารถเปิดหน้าการจองได้',
  noHotelCodeHelp: 'เปิดหน้านี้จากเว็บไซต์ของโรงแรม หรือเพิ่ม hotel_code ในที่อยู่',
  language: 'ภาษา',
  currency: 'สกุลเงิน',
  dismiss: 'ปิด',
  notice: 'ประกาศ',
  notAvailableTitle: 'ยังไม่พร้อมใช้งาน',
  notAvailableBody: 'หน้าจอนี้ของวิดเจ็ตอ้างอิงยังไม่ได้สร้าง',
  backToSearch: 'กลับไปค้นหา',
  serviceUnavailableTitle: 'บริการไม่พร้อมใช้งาน',
  serviceUnavailableBody: 'บริการจองไม่พร้อมใช้งานชั่วคราว โปรดลองอีกครั้งภายหลัง',
  tryAgain: 'ลองอีกครั้ง',
  notFoundTitle: 'ไม่พบหน้า',
  siteHeader: 'ส่วนหัวของโรงแรม',
  siteFooter: 'ส่วนท้ายของโรงแรม',
};
