import type { AgencyCatalogue } from '../../messages';

/** Bahasa Indonesia UI text (id) of the agency area: the storefront's home with AI hotel search, and the results with their map (loaded with the storefront). */
export const agency: AgencyCatalogue = {
  agencyStoreName: 'Staykit Stays',
  agencyHomeTitle: 'Cari tempat menginap',
  agencyHomeIntro:
    'Ceritakan masa menginap yang Anda inginkan dengan kata-kata Anda sendiri: di mana, kapan, siapa yang ikut, anggaran Anda, dan apa yang penting bagi Anda.',
  agencySearchLabel: 'Ceritakan masa menginap Anda',
  agencySearchHint:
    'Contoh: ryokan dengan onsen di Hakone untuk 2 dewasa akhir pekan depan, di bawah 60.000 yen.',
  agencySearchButton: 'Cari hotel',
  agencySearchEmpty: 'Ceritakan sedikit tentang masa menginap Anda terlebih dahulu.',
  agencySuggestionsTitle: 'Coba tanyakan',
  agencySuggestionOnsen: 'Ryokan dengan pemandian air panas di Hakone untuk 2 orang, akhir pekan depan',
  agencySuggestionOcean:
    'Hotel dengan pemandangan laut di Okinawa untuk 2 dewasa dan 2 anak, di bawah 80.000 yen',
  agencySuggestionKyoto: 'Hotel yang tenang di Kyoto untuk 3 orang',
  agencyRecommendationsTitle: 'Favorit para tamu',
  agencyResultsTitle: 'Hotel untuk masa menginap Anda',
  agencyResultsCount: '{count} hotel cocok dengan pencarian Anda',
  agencySearching: 'Mencari hotel yang cocok…',
  agencyUnderstood: 'Yang kami pahami',
  agencyUnderstoodDates: '{checkin} sampai {checkout}',
  agencyUnderstoodAdults: '{count} dewasa',
  agencyUnderstoodChildren: '{count} anak',
  agencyUnderstoodRooms: '{count} kamar',
  agencyUnderstoodBudget: 'Maksimal {budget}',
  agencyUnderstoodHint: 'Kurang tepat? Ubah kata-kata Anda dan cari lagi.',
  agencyNoResultTitle: 'Tidak ada hotel yang cocok dengan semua itu',
  agencyAlternativesTitle: 'Mungkin Anda menyukai hotel-hotel ini',
  agencyRating: 'Nilai {rating} dari 5 ({count} ulasan)',
  agencyPriceFrom: 'Mulai {price}',
  agencyPriceNote: 'Total untuk seluruh masa menginap, termasuk pajak',
  agencyPriceNeedsDates: 'Tambahkan tanggal untuk melihat harga',
  agencyUnavailable: 'Tidak ada kamar tersisa pada tanggal Anda',
  agencySeeRooms: 'Lihat kamar',
  agencySeeRoomsAt: 'Lihat kamar di {hotel}',
  agencyMapTitle: 'Lokasi hotel',
  agencyMapNote: 'Posisi digambar sesuai skala dari koordinat setiap hotel.',
  agencyNewSearch: 'Pencarian baru',
};
