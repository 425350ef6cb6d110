import type { MemberCatalogue } from '../../messages';

/** Bahasa Indonesia UI text (id) of the member area: sign-in, sign-up, the membership confirmation and the password reset (loaded with the first of those screens). */
export const member: MemberCatalogue = {
  signInTitle: 'Masuk',
  signInIntro: 'Masuk dengan alamat e-mail dan kata sandi keanggotaan {brand} Anda.',
  signInSubmit: 'Masuk',
  signInSending: 'Sedang masuk…',
  signInForgotPassword: 'Lupa kata sandi?',
  signInNoAccount: 'Belum menjadi anggota? Buat akun keanggotaan.',
  signInNotOffered: 'Hotel ini tidak menyediakan fitur masuk untuk anggota.',
  organizationSignInTitle: 'Masuk perusahaan',
  organizationSignInIntro:
    'Masuk dengan alamat e-mail dan kata sandi yang digunakan organisasi Anda di {brand}.',
  signInCorporateLink: 'Masuk sebagai pengguna perusahaan',
  signOutWorking: 'Sedang keluar…',
  memberEmail: 'Alamat e-mail',
  memberEmailConfirmation: 'Konfirmasi alamat e-mail',
  memberPassword: 'Kata sandi',
  memberPasswordConfirmation: 'Konfirmasi kata sandi',
  memberNewPassword: 'Kata sandi baru',
  memberNewPasswordConfirmation: 'Konfirmasi kata sandi baru',
  memberPasswordRules: 'Minimal {min} karakter, dengan huruf besar, huruf kecil, dan angka.',
  memberNewPasswordRules:
    'Minimal {min} karakter, dengan huruf besar, huruf kecil, angka, dan simbol seperti ! atau #.',
  memberPasswordWeak: 'Kata sandi ini tidak memenuhi aturan di atas.',
  memberPasswordMismatch: 'Kata sandi tidak sama.',
  memberEmailMismatch: 'Alamat e-mail tidak sama.',
  memberFirstName: 'Nama depan',
  memberLastName: 'Nama belakang',
  memberFieldRequired: 'Isi kolom ini.',
  memberFieldInvalid: 'Periksa kolom ini.',
  memberErrorSummaryItem: '{field}: {problem}',
  memberFormProblemsTitle: 'Periksa kembali formulir',
  memberBackToSearch: 'Kembali ke pencarian kamar',
  memberGoToSignIn: 'Ke halaman masuk',
  signUpTitle: 'Buat akun keanggotaan',
  signUpIntro:
    'Anggota {brand} melihat harga anggota setelah masuk. Kami akan mengirimkan tautan untuk mengonfirmasi alamat e-mail Anda.',
  signUpTerms: 'Saya menyetujui ketentuan keanggotaan {brand}.',
  signUpTermsField: 'Ketentuan keanggotaan',
  signUpTermsRequired: 'Setujui ketentuan keanggotaan untuk membuat akun.',
  signUpPromotions: 'Kirimi saya penawaran dari {brand} melalui e-mail.',
  signUpSubmit: 'Buat akun',
  signUpSending: 'Sedang membuat akun Anda…',
  signUpResultTitle: 'Periksa e-mail Anda',
  signUpResultBody:
    'Kami telah mengirimkan tautan ke {email}. Buka tautan itu dalam 24 jam untuk mengonfirmasi keanggotaan Anda; setelah itu Anda dapat masuk.',
  signUpResultNoEmail:
    'Kami telah mengirimkan tautan kepada Anda. Buka tautan itu dalam 24 jam untuk mengonfirmasi keanggotaan Anda; setelah itu Anda dapat masuk.',
  signUpResultResend: 'Kirim ulang tautan',
  signUpResultResent: 'Kami telah mengirim ulang tautan. Tautan bisa baru tiba hingga 10 menit kemudian.',
  memberConfirmationTitle: 'Konfirmasi keanggotaan',
  memberConfirmationWorking: 'Sedang mengonfirmasi alamat e-mail Anda…',
  memberConfirmationDone: 'Keanggotaan Anda telah dikonfirmasi. Sekarang Anda dapat masuk.',
  memberConfirmationEmailDone:
    'Alamat e-mail baru Anda telah dikonfirmasi. Mulai sekarang, masuklah dengan alamat ini.',
  memberConfirmationNoToken: 'Halaman ini dibuka dari tautan di e-mail konfirmasi.',
  resendConfirmationTitle: 'Kirim ulang tautan konfirmasi',
  resendConfirmationIntro:
    'Masukkan alamat e-mail yang Anda gunakan saat mendaftar. Kami akan mengirimkan tautan baru untuk mengonfirmasi keanggotaan Anda.',
  resendConfirmationSubmit: 'Kirim tautan',
  resendConfirmationSending: 'Sedang mengirim…',
  resendConfirmationSent:
    'Kami telah mengirimkan tautan baru ke {email}. Tautan berlaku 24 jam; e-mail bisa baru tiba hingga 10 menit kemudian.',
  memberResendLink: 'Kirim tautan konfirmasi baru',
  forgotPasswordTitle: 'Atur ulang kata sandi',
  forgotPasswordIntro:
    'Masukkan alamat e-mail keanggotaan Anda. Kami akan mengirimkan tautan untuk membuat kata sandi baru.',
  forgotPasswordSubmit: 'Kirim tautan',
  forgotPasswordSending: 'Sedang mengirim…',
  forgotPasswordSent:
    'Jika ada keanggotaan dengan {email}, tautan untuk membuat kata sandi baru sedang dikirim. Tautan berlaku satu jam; e-mail bisa baru tiba hingga 10 menit kemudian.',
  changePasswordTitle: 'Buat kata sandi baru',
  changePasswordSubmit: 'Simpan kata sandi baru',
  changePasswordSending: 'Sedang menyimpan…',
  changePasswordDone: 'Kata sandi Anda telah diubah. Masuklah dengan kata sandi baru.',
  changePasswordNoToken: 'Halaman ini dibuka dari tautan di e-mail pengaturan ulang kata sandi.',
};
