import type { ErrorMessages } from './messageCodes';

// Codes that share a meaning share one text, so a wording fix reaches all of them.
const SIGNED_OUT = 'Anda telah keluar. Silakan masuk kembali.';
const PAGE_EXPIRED = 'Halaman ini sudah kedaluwarsa. Silakan muat ulang halaman dan coba lagi.';
const PAYMENT_TIMED_OUT =
  'Waktu pembayaran habis dan tidak ada pembayaran yang dilakukan. Silakan coba lagi.';
const CARD_UNUSABLE = 'Kartu ini tidak dapat digunakan. Silakan gunakan kartu lain.';
const THREE_D_SECURE_FAILED = 'Autentikasi 3-D Secure gagal. Silakan coba lagi atau gunakan kartu lain.';
const PROCESSING_ERROR = 'Terjadi kesalahan saat memproses. Silakan coba lagi nanti.';
const PAY_LINK_UNAVAILABLE =
  'Pembayaran ini tidak dapat diselesaikan dalam kondisi saat ini. Silakan hubungi hotel.';
const POINT_BALANCE_UNAVAILABLE =
  'Saldo poin Anda tidak dapat ditampilkan saat ini. Silakan coba lagi nanti.';
const POINTS_SERVICE_ERROR = 'Terjadi kesalahan pada layanan poin. Silakan coba lagi nanti.';
const PLAN_LANGUAGE_RESTRICTED =
  'Paket ini tidak tersedia dalam bahasa yang dipilih. Silakan pilih paket lain atau ganti bahasa.';
const LOTTERY_UNAVAILABLE = 'Undian ini sedang tidak tersedia.';
const LOTTERY_LINK_INVALID = 'Tautan undian ini sudah kedaluwarsa atau tidak valid.';

/**
 * Indonesian error messages for every {@link MessageCode}.
 *
 * @example
 * ```ts
 * id['3013']; // 'Reservasi Anda sedang diperbarui. Silakan coba lagi dalam sekitar 5 menit.'
 * ```
 */
export const id = {
  '1000': 'Sebagian informasi yang dimasukkan kosong atau tidak valid. Silakan periksa kolom yang ditandai.',
  malformed_request: 'Permintaan Anda tidak dapat diproses. Silakan muat ulang halaman dan coba lagi.',
  unauthorized: SIGNED_OUT,
  client_session_invalid: PAGE_EXPIRED,
  '4000': PAGE_EXPIRED,
  not_found: 'Halaman atau informasi yang Anda cari tidak ditemukan.',
  hotel_not_found: 'Hotel ini tidak ditemukan. Silakan periksa tautan yang Anda gunakan.',
  idempotency_key_reused: 'Permintaan ini tidak dapat diproses. Silakan muat ulang halaman dan coba lagi.',
  idempotency_key_missing: 'Permintaan Anda tidak dapat diproses. Silakan muat ulang halaman dan coba lagi.',
  method_not_allowed: 'Permintaan Anda tidak dapat diproses. Silakan muat ulang halaman dan coba lagi.',
  payload_too_large: 'Informasi yang dikirim terlalu besar. Silakan persingkat lalu coba lagi.',
  uri_too_long: 'Tautan atau pencarian terlalu panjang. Silakan persingkat lalu coba lagi.',
  request_headers_too_large:
    'Permintaan Anda tidak dapat diproses. Silakan hapus cookie situs ini lalu coba lagi.',
  rate_limited: 'Terlalu banyak permintaan dalam waktu singkat. Silakan tunggu sebentar lalu coba lagi.',
  service_unavailable: 'Layanan sedang tidak tersedia untuk sementara. Silakan coba lagi nanti.',
  maintenance:
    'Sedang berlangsung pemeliharaan terjadwal, dan beberapa metode pembayaran mungkin tidak tersedia. Silakan coba lagi nanti.',
  bot_check_failed: 'Pemeriksaan keamanan gagal. Silakan ulangi pemeriksaan.',
  '1200': 'Berkas Anda masih disiapkan. Silakan coba lagi sebentar lagi.',
  '1250': 'Tautan ini sudah kedaluwarsa. Silakan ulangi prosesnya dari awal.',
  '1251':
    'Berkas tidak dapat diunggah. Silakan periksa jenis dan ukurannya (maksimal 80 MB per gambar dan 30 berkas).',
  '1252': 'Berkas yang Anda minta tidak ditemukan.',
  '1600': 'Anda telah mencapai batas unduhan CSV.',
  '1100': 'Salah satu tambahan yang dipilih tidak tersedia. Silakan periksa kembali tambahan Anda.',
  '1101': 'Batas waktu pemesanan tambahan ini sudah lewat.',
  '1102': 'Jumlah tambahan tidak sesuai ketentuan. Silakan ubah jumlahnya.',
  '1103': 'Total harga tambahan Anda telah berubah. Silakan periksa kembali lalu coba lagi.',
  '1104': 'Stok tambahan ini tidak mencukupi. Silakan kurangi jumlahnya.',
  '1105':
    'Sisa tambahan ini tidak mencukupi untuk tanggal Anda. Silakan kurangi jumlahnya atau ubah tanggal.',
  '1106': 'Tambahan ini sudah tidak dijual.',
  '1500': 'Kode kupon ini tidak valid, sudah kedaluwarsa, atau tidak berlaku untuk paket yang dipilih.',
  '1501': 'Kupon ini telah mencapai batas penggunaan.',
  '2001': 'Promosi ini tidak dapat diterapkan pada reservasi Anda.',
  '1300':
    'Kata sandi terlalu lemah. Gunakan minimal 8 karakter yang terdiri dari huruf besar, huruf kecil, dan angka.',
  '1301':
    'Akun Anda dikunci karena terlalu banyak percobaan yang gagal. Silakan coba lagi nanti atau hubungi hotel.',
  '1302': 'Kata sandi ini pernah Anda gunakan. Silakan pilih kata sandi lain.',
  '1400': 'Sesi Anda telah berakhir. Silakan kembali ke data tamu dan lanjutkan dari sana.',
  '1401':
    'Batas waktu konfirmasi pendaftaran telah berakhir. Silakan daftar ulang atau kirim ulang e-mail konfirmasi.',
  '1402': 'Akun Anda sudah dikonfirmasi. Silakan masuk, atau atur ulang kata sandi jika Anda lupa.',
  '1403': 'Akun Anda didaftarkan oleh hotel. Silakan atur ulang kata sandi sebelum masuk.',
  invalid_credentials: 'Alamat e-mail atau kata sandi salah.',
  membership_not_registered:
    'Gagal masuk: tidak ada keanggotaan yang terdaftar dengan data ini di hotel ini.',
  email_not_registered: 'Tidak ada akun yang terdaftar dengan alamat e-mail ini.',
  custom_auth_failed: 'Autentikasi gagal. Silakan masuk kembali.',
  profile_update_not_allowed: 'Profil Anda tidak dapat diperbarui di sini.',
  '3401': SIGNED_OUT,
  '3402': SIGNED_OUT,
  '3403': 'Tautan masuk ini sudah pernah digunakan. Silakan masuk kembali.',
  '1903':
    'Reservasi hanya dapat dilakukan dalam jumlah bulan yang diizinkan sejak hari ini. Silakan pilih tanggal lain.',
  '2101': 'Paket yang sama dipilih lebih dari sekali. Silakan periksa kembali pilihan Anda.',
  '2201': 'Tipe kamar ini tidak dapat diubah karena memiliki reservasi yang akan datang.',
  '2304': 'Paket ini tidak tersedia untuk status akun Anda. Silakan muat ulang halaman dan pesan kembali.',
  '3601': PLAN_LANGUAGE_RESTRICTED,
  '3602': PLAN_LANGUAGE_RESTRICTED,
  '3603': PLAN_LANGUAGE_RESTRICTED,
  '3604': PLAN_LANGUAGE_RESTRICTED,
  undated_search_not_allowed:
    'Pencarian tanpa tanggal tidak tersedia jika jumlah tamu tiap kamar berbeda atau jika memesan penerbangan beserta kamar. Silakan pilih tanggal.',
  room_count_limit_exceeded: 'Jumlah kamar melebihi batas sekali pemesanan. Silakan kurangi jumlah kamar.',
  too_many_guests:
    'Jumlah tamu dalam satu kamar terlalu banyak. Silakan kurangi jumlah tamu atau tambah kamar.',
  no_rooms_available:
    'Tidak ada kamar yang tersedia untuk tanggal dan jumlah tamu ini. Silakan ubah tanggal atau jumlah tamu.',
  sold_out: 'Mohon maaf, kamar atau paket yang dipilih baru saja habis terjual. Silakan cari kembali.',
  price_changed: 'Harga telah berubah karena pembaruan promosi. Silakan periksa harga baru lalu lanjutkan.',
  accommodation_tax_changed:
    'Pajak penginapan berkurang karena penukaran poin Anda. Silakan periksa total baru lalu lanjutkan.',
  exchange_rates_updated:
    'Nilai tukar telah diperbarui. Silakan periksa kembali harga dalam mata uang pilihan Anda.',
  payment_types_conflict:
    'Paket yang dipilih memiliki jenis pembayaran yang tidak dapat digabungkan dalam satu pemesanan. Silakan pesan secara terpisah.',
  mixed_payment_methods:
    'Kamar dalam satu pemesanan tidak dapat menggunakan metode pembayaran yang berbeda. Silakan pilih metode yang sama untuk semua kamar.',
  overlapping_reservation:
    'Anda sudah memiliki reservasi dengan tanggal yang bertumpang tindih. Silakan periksa sebelum melanjutkan.',
  reservation_not_found:
    'Reservasi Anda tidak ditemukan. Silakan periksa alamat e-mail dan nomor reservasi Anda.',
  reservation_access_denied: 'Reservasi ini milik akun lain dan tidak dapat ditampilkan.',
  sign_out_required:
    'Reservasi ini dibuat tanpa masuk ke akun. Silakan keluar terlebih dahulu untuk mengubah atau membatalkannya.',
  edited_by_staff:
    'Reservasi ini telah diubah oleh hotel sehingga tidak dapat diubah atau dibatalkan secara online. Silakan hubungi hotel.',
  update_deadline_passed:
    'Batas waktu perubahan reservasi ini sudah lewat sehingga tidak dapat diubah secara online. Silakan hubungi hotel.',
  cancellation_same_day:
    'Reservasi tidak dapat dibatalkan secara online pada hari check-in. Silakan hubungi hotel melalui telepon untuk membatalkan.',
  plan_change_not_allowed:
    'Paket reservasi ini tidak dapat diubah. Untuk memesan paket lain, silakan buat reservasi baru.',
  minimum_nights_not_met:
    'Lama menginap kurang dari jumlah malam minimum untuk reservasi ini. Silakan tambah jumlah malam.',
  '3013': 'Reservasi Anda sedang diperbarui. Silakan coba lagi dalam sekitar 5 menit.',
  '3016': 'Pembayaran sedang diproses. Silakan coba lagi dalam sekitar 5 menit.',
  '3014': 'Reservasi awal telah berubah. Silakan batalkan perubahan ini dan periksa kembali reservasi Anda.',
  '3001': PAYMENT_TIMED_OUT,
  '3011': PAYMENT_TIMED_OUT,
  '3002': 'Pembayaran gagal dan reservasi Anda belum selesai. Silakan coba lagi.',
  '3003': CARD_UNUSABLE,
  '3205': CARD_UNUSABLE,
  '3004': 'Silakan periksa nomor kartu.',
  '3005': 'Silakan periksa tanggal kedaluwarsa kartu.',
  '3006': THREE_D_SECURE_FAILED,
  '3250': THREE_D_SECURE_FAILED,
  '3007': 'Kartu Anda ditolak atau nomor kartu salah. Silakan periksa data kartu Anda.',
  '3008': 'Autentikasi 3-D Secure dibatalkan. Silakan coba lagi untuk menyelesaikan pembayaran.',
  '3009':
    'Autentikasi 3-D Secure ditangguhkan karena terlalu banyak percobaan. Silakan coba lagi nanti atau gunakan kartu lain.',
  '3203': PROCESSING_ERROR,
  '3251': PROCESSING_ERROR,
  '3204': 'Pembayaran gagal. Silakan gunakan kartu lain.',
  '3252': 'Kartu ini tidak mendukung 3-D Secure. Silakan gunakan kartu lain.',
  card_amount_limit_exceeded:
    'Pembayaran online di atas ¥1.000.000 tidak dapat dilakukan dengan Visa atau Mastercard. Silakan gunakan kartu atau metode pembayaran lain.',
  card_brand_not_allowed: 'Merek kartu ini tidak diterima. Silakan gunakan kartu lain.',
  card_payment_not_allowed:
    'Pembayaran dengan kartu tidak diperlukan karena total yang harus dibayar adalah 0.',
  card_expires_before_checkout:
    'Kartu Anda kedaluwarsa sebelum tanggal check-out. Silakan gunakan kartu yang berlaku hingga tanggal check-out.',
  saved_card_invalid:
    'Kartu tersimpan Anda tidak dapat digunakan lagi karena perubahan sistem kartu kami. Silakan masukkan kembali data kartu Anda.',
  saved_cards_disabled:
    'Pembayaran dengan kartu tersimpan untuk sementara tidak tersedia. Silakan masukkan data kartu Anda.',
  '3200': PAY_LINK_UNAVAILABLE,
  '3201': PAY_LINK_UNAVAILABLE,
  pay_link_not_found: 'Data pembayaran tidak ditemukan. Silakan periksa tautan yang Anda gunakan.',
  pay_link_expired: 'Pembayaran tidak diselesaikan dalam satu jam. Silakan muat ulang halaman.',
  pay_link_already_paid: 'Pembayaran ini sudah diselesaikan.',
  payment_amount_changed:
    'Jumlah yang harus dibayar telah berubah. Silakan tekan Perbarui untuk melihat jumlah baru.',
  three_d_secure_expired:
    'Autentikasi 3-D Secure tidak diselesaikan dalam 15 menit sehingga reservasi dibatalkan. Silakan pesan kembali.',
  '2401': 'Poin Anda tidak mencukupi. Silakan kurangi jumlah poin yang digunakan.',
  '3202': POINT_BALANCE_UNAVAILABLE,
  '3502': POINT_BALANCE_UNAVAILABLE,
  '3501': POINTS_SERVICE_ERROR,
  '3503': POINTS_SERVICE_ERROR,
  '3504': 'Poin Anda tidak dapat dikembalikan. Silakan periksa riwayat poin Anda.',
  point_spend_invalid:
    'Jumlah poin ini tidak dapat digunakan. Silakan periksa jumlah minimum, kelipatan yang diizinkan, dan saldo Anda.',
  point_exchange_invalid:
    'Jumlah penukaran ini tidak valid, atau penukaran poin tidak tersedia di luar Jepang.',
  '3750': 'Tanggal ini hanya tersedia melalui undian. Silakan ikuti undian.',
  '3751': LOTTERY_UNAVAILABLE,
  '3752': LOTTERY_UNAVAILABLE,
  '3753': LOTTERY_UNAVAILABLE,
  '3754': LOTTERY_UNAVAILABLE,
  '3755': LOTTERY_UNAVAILABLE,
  '3756': 'Anda sudah mendaftar untuk undian ini.',
  '3757': LOTTERY_UNAVAILABLE,
  '3758': LOTTERY_UNAVAILABLE,
  '3759': LOTTERY_UNAVAILABLE,
  '3760': LOTTERY_UNAVAILABLE,
  '3780': LOTTERY_LINK_INVALID,
  '3781': LOTTERY_LINK_INVALID,
  '3782': LOTTERY_LINK_INVALID,
  '3783': LOTTERY_LINK_INVALID,
  lottery_access_denied: 'Pendaftaran undian hanya dapat dikelola oleh akun yang mendaftarkannya.',
  lottery_not_winner: 'Hanya pemenang undian yang dapat melakukan reservasi.',
  lottery_deadline_passed: 'Batas waktu undian ini sudah lewat.',
  lottery_nights_out_of_range:
    'Lama menginap di luar rentang yang diizinkan untuk undian ini. Silakan ubah jumlah malam.',
  agency_restore_failed:
    'Data pemesanan yang Anda isi tidak dapat dipulihkan. Silakan masukkan kembali lalu tekan Berikutnya.',
  agency_payment_failed:
    'Pembayaran gagal. Silakan tekan Berikutnya sekali lagi atau pilih metode pembayaran lain.',
  unsubscribe_failed: 'Tautan berhenti berlangganan ini tidak valid atau sudah kedaluwarsa.',
  network_error: 'Terjadi kesalahan koneksi. Silakan periksa koneksi internet Anda dan coba lagi.',
  timeout: 'Server tidak menjawab tepat waktu. Silakan periksa koneksi internet Anda dan coba lagi.',
  invalid_response: 'Jawaban server tidak dapat dibaca. Silakan coba lagi nanti.',
  no_hotel_code:
    'Hotel tidak ditentukan. Silakan periksa tautan yang Anda gunakan untuk membuka halaman ini.',
  bot_check_unsupported:
    'Browser ini tidak dapat menjalankan pemeriksaan keamanan yang diminta hotel ini. Perbarui browser, atau lakukan reservasi di browser lain.',
  unknown_error: 'Terjadi kesalahan yang tidak terduga. Silakan coba lagi nanti.',
} satisfies ErrorMessages;
