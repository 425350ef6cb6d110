import type { Messages } from '../messages';

/** Bahasa Indonesia UI text (id). */
export const id: Messages = {
  loading: 'Memuat…',
  globalErrorHeading: 'Halaman pemesanan tidak dapat dibuka',
  noHotelCodeHelp: 'Buka halaman ini dari situs web hotel, atau tambahkan hotel_code ke alamat.',
  language: 'Bahasa',
  currency: 'Mata uang',
  dismiss: 'Tutup',
  notice: 'Pemberitahuan',
  notAvailableTitle: 'Belum tersedia',
  notAvailableBody: 'Layar widget referensi ini belum dibuat.',
  backToSearch: 'Kembali ke pencarian',
  serviceUnavailableTitle: 'Layanan tidak tersedia',
  serviceUnavailableBody: 'Layanan pemesanan untuk sementara tidak tersedia. Silakan coba lagi nanti.',
  tryAgain: 'Coba lagi',
  notFoundTitle: 'Halaman tidak ditemukan',
  siteHeader: 'Header hotel',
  siteFooter: 'Footer hotel',
};
