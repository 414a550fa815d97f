import type { SectionKind } from './demo-companies.js';

/**
 * What customers drive and what they ask for, as a Saudi spare-parts counter sees it. Prices are
 * plausible unit prices in SAR (aftermarket to genuine), not quotes.
 */

export interface VehicleModel {
  model: string;
  /** World manufacturer identifier: the first three characters of the VIN. */
  wmi: string;
  years: readonly [number, number];
}

export interface VehicleMake {
  /** As customers write it in Arabic. */
  mark: string;
  models: readonly VehicleModel[];
}

export const VEHICLE_MAKES: Readonly<Record<string, VehicleMake>> = {
  toyota: {
    mark: 'تويوتا',
    models: [
      { model: 'كامري', wmi: 'JTN', years: [2012, 2025] },
      { model: 'لاند كروزر', wmi: 'JTM', years: [2010, 2025] },
      { model: 'هايلكس', wmi: 'MR0', years: [2011, 2025] },
      { model: 'كورولا', wmi: 'JTD', years: [2013, 2025] },
      { model: 'يارس', wmi: 'JTD', years: [2014, 2024] },
      { model: 'فورتشنر', wmi: 'MR0', years: [2016, 2025] },
    ],
  },
  lexus: {
    mark: 'لكزس',
    models: [
      { model: 'LX 570', wmi: 'JTJ', years: [2012, 2021] },
      { model: 'ES 350', wmi: 'JTH', years: [2013, 2025] },
      { model: 'RX 350', wmi: 'JTJ', years: [2014, 2024] },
    ],
  },
  hyundai: {
    mark: 'هيونداي',
    models: [
      { model: 'أكسنت', wmi: 'KMH', years: [2012, 2024] },
      { model: 'إلنترا', wmi: 'KMH', years: [2013, 2025] },
      { model: 'سوناتا', wmi: 'KMH', years: [2014, 2025] },
      { model: 'توسان', wmi: 'KM8', years: [2016, 2025] },
    ],
  },
  kia: {
    mark: 'كيا',
    models: [
      { model: 'سيراتو', wmi: 'KNA', years: [2014, 2024] },
      { model: 'سبورتاج', wmi: 'KNA', years: [2016, 2025] },
      { model: 'بيجاس', wmi: 'LJD', years: [2019, 2025] },
    ],
  },
  nissan: {
    mark: 'نيسان',
    models: [
      { model: 'باترول', wmi: 'JN8', years: [2011, 2025] },
      { model: 'صني', wmi: 'MDH', years: [2013, 2024] },
      { model: 'ألتيما', wmi: '1N4', years: [2014, 2025] },
      { model: 'إكس تريل', wmi: 'JN1', years: [2015, 2025] },
    ],
  },
  ford: {
    mark: 'فورد',
    models: [
      { model: 'تورس', wmi: '1FA', years: [2013, 2022] },
      { model: 'إكسبلورر', wmi: '1FM', years: [2013, 2025] },
      { model: 'إف-150', wmi: '1FT', years: [2012, 2025] },
      { model: 'إكسبيديشن', wmi: '1FM', years: [2015, 2025] },
    ],
  },
  chevrolet: {
    mark: 'شفروليه',
    models: [
      { model: 'تاهو', wmi: '1GN', years: [2012, 2025] },
      { model: 'ماليبو', wmi: '1G1', years: [2014, 2023] },
      { model: 'سلفرادو', wmi: '1GC', years: [2013, 2025] },
    ],
  },
  gmc: {
    mark: 'جي إم سي',
    models: [
      { model: 'يوكن', wmi: '1GK', years: [2012, 2025] },
      { model: 'سييرا', wmi: '1GT', years: [2014, 2025] },
    ],
  },
};

export interface PartTemplate {
  nameAr: string;
  nameEn: string;
  kind: SectionKind;
  /** Unit price range in SAR. */
  price: readonly [number, number];
  /** Usual quantities asked for at once. */
  quantities: readonly number[];
}

export const PARTS: readonly PartTemplate[] = [
  {
    nameAr: 'فلتر زيت',
    nameEn: 'Oil filter',
    kind: 'engine',
    price: [25, 65],
    quantities: [1, 1, 2],
  },
  { nameAr: 'فلتر هواء', nameEn: 'Air filter', kind: 'engine', price: [45, 130], quantities: [1] },
  {
    nameAr: 'فلتر بنزين',
    nameEn: 'Fuel filter',
    kind: 'engine',
    price: [60, 180],
    quantities: [1],
  },
  {
    nameAr: 'بواجي',
    nameEn: 'Spark plugs',
    kind: 'engine',
    price: [30, 85],
    quantities: [4, 6, 8],
  },
  { nameAr: 'طرمبة ماء', nameEn: 'Water pump', kind: 'engine', price: [250, 780], quantities: [1] },
  {
    nameAr: 'سير مكينة',
    nameEn: 'Serpentine belt',
    kind: 'engine',
    price: [90, 240],
    quantities: [1],
  },
  { nameAr: 'رديتر', nameEn: 'Radiator', kind: 'engine', price: [650, 1850], quantities: [1] },
  { nameAr: 'ثرموستات', nameEn: 'Thermostat', kind: 'engine', price: [80, 260], quantities: [1] },
  {
    nameAr: 'قربة ماء',
    nameEn: 'Coolant reservoir',
    kind: 'engine',
    price: [90, 280],
    quantities: [1],
  },
  {
    nameAr: 'وجه سلندر',
    nameEn: 'Cylinder head gasket',
    kind: 'engine',
    price: [180, 520],
    quantities: [1],
  },
  { nameAr: 'طقم كلتش', nameEn: 'Clutch kit', kind: 'engine', price: [900, 2300], quantities: [1] },
  {
    nameAr: 'كمبروسر مكيف',
    nameEn: 'AC compressor',
    kind: 'electrical',
    price: [1200, 3900],
    quantities: [1],
  },
  {
    nameAr: 'دينمو',
    nameEn: 'Alternator',
    kind: 'electrical',
    price: [800, 2250],
    quantities: [1],
  },
  {
    nameAr: 'سلف',
    nameEn: 'Starter motor',
    kind: 'electrical',
    price: [600, 1650],
    quantities: [1],
  },
  {
    nameAr: 'بطارية 70 أمبير',
    nameEn: 'Battery 70Ah',
    kind: 'electrical',
    price: [320, 540],
    quantities: [1],
  },
  {
    nameAr: 'كويل',
    nameEn: 'Ignition coil',
    kind: 'electrical',
    price: [180, 430],
    quantities: [1, 4, 6],
  },
  {
    nameAr: 'حساس أكسجين',
    nameEn: 'Oxygen sensor',
    kind: 'electrical',
    price: [220, 680],
    quantities: [1, 2],
  },
  {
    nameAr: 'مروحة رديتر',
    nameEn: 'Radiator fan',
    kind: 'electrical',
    price: [350, 1100],
    quantities: [1],
  },
  {
    nameAr: 'شمعة أمامية يمين',
    nameEn: 'Right headlight',
    kind: 'body',
    price: [450, 2600],
    quantities: [1],
  },
  {
    nameAr: 'صدام أمامي',
    nameEn: 'Front bumper',
    kind: 'body',
    price: [700, 2450],
    quantities: [1],
  },
  { nameAr: 'صدام خلفي', nameEn: 'Rear bumper', kind: 'body', price: [650, 2200], quantities: [1] },
  {
    nameAr: 'مرآة جانبية يسار',
    nameEn: 'Left side mirror',
    kind: 'body',
    price: [300, 1150],
    quantities: [1],
  },
  {
    nameAr: 'رفرف أمامي يمين',
    nameEn: 'Right front fender',
    kind: 'body',
    price: [400, 1350],
    quantities: [1],
  },
  { nameAr: 'كبوت', nameEn: 'Bonnet', kind: 'body', price: [900, 2900], quantities: [1] },
  {
    nameAr: 'شبك أمامي',
    nameEn: 'Front grille',
    kind: 'body',
    price: [300, 1250],
    quantities: [1],
  },
  {
    nameAr: 'سطب خلفي يسار',
    nameEn: 'Left tail light',
    kind: 'body',
    price: [250, 950],
    quantities: [1],
  },
  {
    nameAr: 'فحمات فرامل أمامية',
    nameEn: 'Front brake pads',
    kind: 'brakes',
    price: [180, 460],
    quantities: [1],
  },
  {
    nameAr: 'فحمات فرامل خلفية',
    nameEn: 'Rear brake pads',
    kind: 'brakes',
    price: [150, 390],
    quantities: [1],
  },
  {
    nameAr: 'هوب فرامل أمامي',
    nameEn: 'Front brake disc',
    kind: 'brakes',
    price: [250, 720],
    quantities: [1, 2],
  },
  {
    nameAr: 'مساعدات أمامية',
    nameEn: 'Front shock absorbers',
    kind: 'brakes',
    price: [450, 1450],
    quantities: [2],
  },
  {
    nameAr: 'مقص أمامي سفلي',
    nameEn: 'Lower control arm',
    kind: 'brakes',
    price: [280, 760],
    quantities: [1, 2],
  },
  {
    nameAr: 'بلي عجلة أمامي',
    nameEn: 'Front wheel bearing',
    kind: 'brakes',
    price: [160, 480],
    quantities: [1, 2],
  },
];

export const CLIENT_FIRST_NAMES: readonly string[] = [
  'محمد',
  'عبدالله',
  'فيصل',
  'سعود',
  'نايف',
  'بندر',
  'عبدالعزيز',
  'يوسف',
  'إبراهيم',
  'عمر',
  'سلمان',
  'مشعل',
  'راشد',
  'حمد',
  'منصور',
  'وليد',
  'طلال',
  'زياد',
  'مازن',
  'هاني',
  'نواف',
  'عادل',
  'صالح',
  'ناصر',
  'حسين',
  'أنس',
  'رائد',
  'سامي',
  'نوف',
  'أمل',
];

export const CLIENT_FAMILY_NAMES: readonly string[] = [
  'العتيبي',
  'القحطاني',
  'الشهري',
  'الغامدي',
  'الزهراني',
  'الدوسري',
  'الحربي',
  'المطيري',
  'العنزي',
  'الشمري',
  'السبيعي',
  'المالكي',
  'الجهني',
  'الرشيدي',
  'البلوي',
  'العمري',
  'الشهراني',
  'اليامي',
  'السهلي',
  'الخالدي',
  'الأحمدي',
  'الثبيتي',
  'الفيفي',
  'العسيري',
];

/** Saudi mobile prefixes (05x), as carriers hand them out. */
export const MOBILE_PREFIXES: readonly string[] = ['050', '053', '054', '055', '056', '058', '059'];
