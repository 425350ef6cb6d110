import type { AgencyCatalogue } from '../../messages';

/** العربية UI text (ar) of the agency area: the storefront's home with AI hotel search, and the results with their map (loaded with the storefront). */
export const agency: AgencyCatalogue = {
  agencyStoreName: 'Staykit Stays',
  agencyHomeTitle: 'ابحث عن فندق لإقامتك',
  agencyHomeIntro: 'صف الإقامة التي تريدها بكلماتك الخاصة: أين ومتى ومن سيأتي معك، وميزانيتك، وما يهمك.',
  agencySearchLabel: 'صف إقامتك',
  agencySearchHint:
    'مثال: ريوكان مع ينابيع حارة في هاكوني لشخصين بالغين في نهاية الأسبوع القادم، بأقل من 60,000 ين.',
  agencySearchButton: 'ابحث عن فنادق',
  agencySearchEmpty: 'أخبرنا أولًا قليلًا عن إقامتك.',
  agencySuggestionsTitle: 'جرّب أن تسأل',
  agencySuggestionOnsen: 'ريوكان مع ينابيع حارة في هاكوني لشخصين، نهاية الأسبوع القادم',
  agencySuggestionOcean: 'فندق مع إطلالة على البحر في أوكيناوا، 2 بالغين وطفلين، بأقل من 80000 ين',
  agencySuggestionKyoto: 'فندق هادئ في كيوتو، 3 أشخاص',
  agencyRecommendationsTitle: 'الفنادق المفضّلة لدى الضيوف',
  agencyResultsTitle: 'فنادق تناسب إقامتك',
  agencyResultsCount:
    '{count, plural, zero {لا توجد فنادق تطابق بحثك} one {فندق واحد يطابق بحثك} two {فندقان يطابقان بحثك} few {# فنادق تطابق بحثك} many {# فندقًا يطابق بحثك} other {# فندق يطابق بحثك}}',
  agencySearching: 'جارٍ البحث عن فنادق مطابقة…',
  agencyUnderstood: 'ما فهمناه',
  agencyUnderstoodDates: 'من {checkin} إلى {checkout}',
  agencyUnderstoodAdults:
    '{count, plural, zero {دون بالغين} one {بالغ واحد} two {بالغان} few {# بالغين} many {# بالغًا} other {# بالغ}}',
  agencyUnderstoodChildren:
    '{count, plural, zero {دون أطفال} one {طفل واحد} two {طفلان} few {# أطفال} many {# طفلًا} other {# طفل}}',
  agencyUnderstoodRooms:
    '{count, plural, zero {دون غرف} one {غرفة واحدة} two {غرفتان} few {# غرف} many {# غرفةً} other {# غرفة}}',
  agencyUnderstoodBudget: 'حتى {budget}',
  agencyUnderstoodHint: 'ليس هذا ما تقصده؟ غيّر كلماتك وابحث مرة أخرى.',
  agencyNoResultTitle: 'لا يوجد فندق يطابق كل ذلك',
  agencyAlternativesTitle: 'قد تعجبك هذه الفنادق بدلًا من ذلك',
  agencyRating:
    'التقييم {rating} من 5 ({count, plural, zero {دون مراجعات} one {مراجعة واحدة} two {مراجعتان} few {# مراجعات} many {# مراجعةً} other {# مراجعة}})',
  agencyPriceFrom: 'ابتداءً من {price}',
  agencyPriceNote: 'الإجمالي لكامل إقامتك، شامل الضريبة',
  agencyPriceNeedsDates: 'أضف تواريخك لرؤية الأسعار',
  agencyUnavailable: 'لا توجد غرف متبقية في تواريخك',
  agencySeeRooms: 'عرض الغرف',
  agencySeeRoomsAt: 'عرض الغرف في {hotel}',
  agencyMapTitle: 'أين تقع الفنادق',
  agencyMapNote: 'رُسمت المواقع وفق مقياس الرسم من إحداثيات كل فندق.',
  agencyNewSearch: 'بحث جديد',
};
