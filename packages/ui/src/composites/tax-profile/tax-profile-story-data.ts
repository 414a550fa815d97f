import type { TaxProfileFormTexts } from './tax-profile-form';

/** The tax profile form's words in both languages, as the app's catalogues give them. */
export const ARABIC_TAX_PROFILE_TEXTS: TaxProfileFormTexts = {
  sections: {
    seller: 'اسم المنشأة',
    registration: {
      title: 'الرقم الضريبي والسجل التجاري',
      description:
        'هما نفسهما في شروط عروض الأسعار: ما تحفظه هنا يظهر في عروضك أيضًا، وما تعدّله هناك يتغير هنا.',
    },
    address: {
      title: 'العنوان الوطني',
      description: 'كما في وثيقة العنوان الوطني من البريد السعودي (سُبل).',
    },
    issuer: 'الفرع المُصدِر',
  },
  boxes: {
    legalNameAr: { label: 'الاسم القانوني بالعربية', hint: 'كما في السجل التجاري.' },
    legalNameEn: {
      label: 'الاسم القانوني بالإنجليزية',
      hint: 'اختياري، ويظهر بجانب الاسم العربي في الفاتورة.',
    },
    vatNumber: { label: 'الرقم الضريبي', hint: '15 رقمًا يبدأ بالرقم 3 وينتهي به.' },
    commercialRegistration: {
      label: 'رقم السجل التجاري',
      hint: '10 أرقام، أو الرقم الوطني الموحد للمنشأة.',
    },
    buildingNumber: { label: 'رقم المبنى', hint: '4 أرقام.' },
    street: { label: 'اسم الشارع' },
    district: { label: 'الحي' },
    city: { label: 'المدينة' },
    postalCode: { label: 'الرمز البريدي', hint: '5 أرقام.' },
    additionalNumber: { label: 'الرقم الإضافي', hint: '4 أرقام.' },
    issuingBranch: {
      label: 'الفرع الذي يظهر في الفواتير',
      hint: 'اختياري: يظهر اسمه في الفاتورة بعد اسم المنشأة.',
    },
  },
};

export const ENGLISH_TAX_PROFILE_TEXTS: TaxProfileFormTexts = {
  sections: {
    seller: 'Business name',
    registration: {
      title: 'VAT number and commercial registration',
      description:
        'The same as in the quote terms: what you save here shows on your quotes too, and what you change there changes here.',
    },
    address: {
      title: 'National address',
      description: 'As on the national address document from Saudi Post (SPL).',
    },
    issuer: 'Issuing branch',
  },
  boxes: {
    legalNameAr: { label: 'Legal name in Arabic', hint: 'As in the commercial registration.' },
    legalNameEn: {
      label: 'Legal name in English',
      hint: 'Optional; shown beside the Arabic name on the invoice.',
    },
    vatNumber: { label: 'VAT number', hint: '15 digits, starting and ending with 3.' },
    commercialRegistration: {
      label: 'Commercial registration',
      hint: '10 digits, or the unified national number of the business.',
    },
    buildingNumber: { label: 'Building number', hint: '4 digits.' },
    street: { label: 'Street' },
    district: { label: 'District' },
    city: { label: 'City' },
    postalCode: { label: 'Postal code', hint: '5 digits.' },
    additionalNumber: { label: 'Additional number', hint: '4 digits.' },
    issuingBranch: {
      label: 'Branch named on the invoices',
      hint: 'Optional: its name follows the business name on the invoice.',
    },
  },
};

/** A Riyadh company's profile, long Arabic name included, as saved. */
export const STORY_PROFILE_VALUES: Record<string, string> = {
  legalNameAr: 'شركة الريان لقطع غيار السيارات والمعدات الثقيلة المحدودة',
  legalNameEn: 'Al Rayyan Auto & Heavy Equipment Parts Co. Ltd.',
  vatNumber: '310122393500003',
  commercialRegistration: '1010123456',
  buildingNumber: '7421',
  street: 'طريق الملك فهد',
  district: 'العليا',
  city: 'الرياض',
  postalCode: '12214',
  additionalNumber: '3158',
};
