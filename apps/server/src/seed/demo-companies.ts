import {
  NUKHBA_JEDDAH,
  NUKHBA_RIYADH,
  RAYYAN_DAMMAM,
  RAYYAN_JEDDAH,
  RAYYAN_RIYADH,
  type DemoAssistant,
} from './demo-assistant.js';

/**
 * The demo's organisations: two Saudi spare-parts businesses with their branches, sections and
 * staff. Every phone number here is fixed so the demo can be signed into from its documentation.
 */

export const DEMO_DIAL_CODE = '+966';

/** What a section deals in; an order goes to the section that handles its first part. */
export type SectionKind = 'engine' | 'electrical' | 'body' | 'brakes';

export interface DemoPerson {
  username: string;
  email: string;
  phone: string;
}

export interface DemoSection {
  name: string;
  kind: SectionKind;
  agents: readonly DemoPerson[];
}

export interface DemoBranch {
  name: string;
  address: string;
  /** Share of the company's orders that reach this branch. */
  weight: number;
  manager: DemoPerson;
  sections: readonly DemoSection[];
  /** Its manager's bot tasks, answers and chat messages (/ai and /settings). */
  assistant: DemoAssistant;
}

export interface DemoCompany extends DemoPerson {
  description: string;
  /** Prefix of the company's order references, e.g. RYN-00042. */
  orderRefPrefix: string;
  /** Orders over the two years of history. */
  orderVolume: number;
  /** Orders on top of those over the last three months, more of them each week up to today. */
  recentOrders: number;
  clientCount: number;
  /** Vehicle makes its customers drive, by share. */
  makes: readonly { make: string; weight: number }[];
  logo: { background: string; accent: string; shape: 'gear' | 'chevron' };
  welcomeMessage: string;
  /** What its quotes show under its name, and where a bank transfer goes. */
  seller: {
    vatNumber: string;
    commercialRegistration: string;
    contactPhone: string;
    whatsappPhone: string;
    bank: { bankName: string; accountName: string; iban: string };
    /** What its tax invoices name: its legal names and national address. */
    tax: {
      legalNameEn: string;
      buildingNumber: string;
      street: string;
      district: string;
      city: string;
      postalCode: string;
      additionalNumber: string;
    };
  };
  branches: readonly DemoBranch[];
}

export const DEMO_COMPANIES: readonly DemoCompany[] = [
  {
    username: 'مؤسسة الريان لقطع الغيار',
    email: 'info@alrayyan-parts.sa',
    phone: '0500000002',
    description:
      'قطع غيار أصلية وبديلة لسيارات تويوتا ولكزس وهيونداي وكيا، مع التوصيل داخل الرياض وجدة والدمام.',
    orderRefPrefix: 'RYN',
    orderVolume: 380,
    recentOrders: 150,
    clientCount: 90,
    makes: [
      { make: 'toyota', weight: 40 },
      { make: 'hyundai', weight: 26 },
      { make: 'lexus', weight: 12 },
      { make: 'kia', weight: 12 },
      { make: 'nissan', weight: 10 },
    ],
    logo: { background: '#6d3fd9', accent: '#f5f3ff', shape: 'gear' },
    welcomeMessage:
      'أهلًا بك في مؤسسة الريان لقطع الغيار 👋 أرسل اسم القطعة وصورة الاستمارة ونرد عليك بالسعر.',
    seller: {
      vatNumber: '310122393500003',
      commercialRegistration: '1010123456',
      contactPhone: '+966112345678',
      whatsappPhone: '+966551234567',
      bank: {
        bankName: 'مصرف الراجحي',
        accountName: 'مؤسسة الريان لقطع الغيار',
        iban: 'SA0380000000608010167519',
      },
      tax: {
        legalNameEn: 'Al Rayyan Auto Parts Est.',
        buildingNumber: '7421',
        street: 'طريق الملك فهد',
        district: 'العليا',
        city: 'الرياض',
        postalCode: '12214',
        additionalNumber: '3158',
      },
    },
    branches: [
      {
        name: 'فرع الرياض - السلي',
        address: 'طريق الخرج، حي السلي، الرياض 14322',
        weight: 5,
        manager: { username: 'فهد العتيبي', email: 'fahad@alrayyan-parts.sa', phone: '0500000011' },
        assistant: RAYYAN_RIYADH,
        sections: [
          {
            name: 'قطع المحركات',
            kind: 'engine',
            agents: [
              { username: 'خالد الشهري', email: 'khaled@alrayyan-parts.sa', phone: '0500000021' },
              { username: 'ياسر المالكي', email: 'yasser@alrayyan-parts.sa', phone: '0500000022' },
            ],
          },
          {
            name: 'الكهرباء',
            kind: 'electrical',
            agents: [
              { username: 'نورة الدوسري', email: 'noura@alrayyan-parts.sa', phone: '0500000023' },
            ],
          },
          {
            name: 'الهيكل والصدمات',
            kind: 'body',
            agents: [
              { username: 'تركي البقمي', email: 'turki@alrayyan-parts.sa', phone: '0500000024' },
            ],
          },
          {
            name: 'الفرامل والتعليق',
            kind: 'brakes',
            agents: [
              {
                username: 'عبدالرحمن الجهني',
                email: 'abdulrahman@alrayyan-parts.sa',
                phone: '0500000025',
              },
            ],
          },
        ],
      },
      {
        name: 'فرع جدة - الرويس',
        address: 'شارع المدينة المنورة، حي الرويس، جدة 23213',
        weight: 3,
        manager: {
          username: 'ماجد الغامدي',
          email: 'majed@alrayyan-parts.sa',
          phone: '0500000012',
        },
        assistant: RAYYAN_JEDDAH,
        sections: [
          {
            name: 'قطع المحركات',
            kind: 'engine',
            agents: [
              { username: 'سلطان الحربي', email: 'sultan@alrayyan-parts.sa', phone: '0500000026' },
            ],
          },
          {
            name: 'الكهرباء',
            kind: 'electrical',
            agents: [
              { username: 'ريم الزهراني', email: 'reem@alrayyan-parts.sa', phone: '0500000027' },
            ],
          },
          {
            name: 'الهيكل والصدمات',
            kind: 'body',
            agents: [
              { username: 'أحمد المطيري', email: 'ahmed@alrayyan-parts.sa', phone: '0500000028' },
            ],
          },
        ],
      },
      {
        name: 'فرع الدمام - العدامة',
        address: 'طريق الملك سعود، حي العدامة، الدمام 32241',
        weight: 2,
        manager: {
          username: 'عبدالله الشمري',
          email: 'abdullah@alrayyan-parts.sa',
          phone: '0500000013',
        },
        assistant: RAYYAN_DAMMAM,
        sections: [
          {
            name: 'قطع المحركات',
            kind: 'engine',
            agents: [
              { username: 'هند السبيعي', email: 'hind@alrayyan-parts.sa', phone: '0500000029' },
            ],
          },
          {
            name: 'الكهرباء',
            kind: 'electrical',
            agents: [
              { username: 'بندر العنزي', email: 'bandar@alrayyan-parts.sa', phone: '0500000030' },
            ],
          },
        ],
      },
    ],
  },
  {
    username: 'شركة النخبة للسيارات',
    email: 'info@alnukhba-auto.sa',
    phone: '0500000003',
    description: 'قطع غيار نيسان وفورد وشفروليه وجي إم سي، أصلية وتجارية، في الرياض وجدة.',
    orderRefPrefix: 'NKB',
    orderVolume: 260,
    recentOrders: 110,
    clientCount: 70,
    makes: [
      { make: 'nissan', weight: 30 },
      { make: 'ford', weight: 22 },
      { make: 'chevrolet', weight: 16 },
      { make: 'gmc', weight: 12 },
      { make: 'toyota', weight: 20 },
    ],
    logo: { background: '#0f766e', accent: '#ecfdf5', shape: 'chevron' },
    welcomeMessage:
      'مرحبًا بك في شركة النخبة للسيارات. اكتب نوع سيارتك وسنة الصنع والقطعة المطلوبة.',
    seller: {
      vatNumber: '300055184400003',
      commercialRegistration: '4030123456',
      contactPhone: '+966122345678',
      whatsappPhone: '+966561234567',
      bank: {
        bankName: 'البنك الأهلي السعودي',
        accountName: 'شركة النخبة للسيارات',
        iban: 'SA1810000001234567891234',
      },
      tax: {
        legalNameEn: 'Al Nukhba Auto Co.',
        buildingNumber: '2965',
        street: 'شارع الستين',
        district: 'الملز',
        city: 'الرياض',
        postalCode: '12629',
        additionalNumber: '7704',
      },
    },
    branches: [
      {
        name: 'فرع الرياض - الملز',
        address: 'شارع الستين، حي الملز، الرياض 12629',
        weight: 3,
        manager: { username: 'سعد القحطاني', email: 'saad@alnukhba-auto.sa', phone: '0500000031' },
        assistant: NUKHBA_RIYADH,
        sections: [
          {
            name: 'قطع المحركات',
            kind: 'engine',
            agents: [
              { username: 'منصور اليامي', email: 'mansour@alnukhba-auto.sa', phone: '0500000041' },
              { username: 'لمى الرشيدي', email: 'lama@alnukhba-auto.sa', phone: '0500000042' },
            ],
          },
          {
            name: 'الكهرباء والتكييف',
            kind: 'electrical',
            agents: [
              { username: 'وليد العمري', email: 'waleed@alnukhba-auto.sa', phone: '0500000043' },
            ],
          },
          {
            name: 'الهيكل والصدمات',
            kind: 'body',
            agents: [
              { username: 'زياد الشهراني', email: 'ziyad@alnukhba-auto.sa', phone: '0500000044' },
            ],
          },
        ],
      },
      {
        name: 'فرع جدة - الروضة',
        address: 'شارع الأمير سلطان، حي الروضة، جدة 23435',
        weight: 2,
        manager: { username: 'مازن البلوي', email: 'mazen@alnukhba-auto.sa', phone: '0500000032' },
        assistant: NUKHBA_JEDDAH,
        sections: [
          {
            name: 'قطع المحركات',
            kind: 'engine',
            agents: [
              { username: 'هاني السهلي', email: 'hani@alnukhba-auto.sa', phone: '0500000045' },
            ],
          },
          {
            name: 'الهيكل والصدمات',
            kind: 'body',
            agents: [
              { username: 'طلال الخالدي', email: 'talal@alnukhba-auto.sa', phone: '0500000046' },
            ],
          },
        ],
      },
    ],
  },
];

export interface DemoAccount {
  role: 'superadmin' | 'admin' | 'manager' | 'agent';
  dialCode: string;
  phone: string;
  name: string;
}

/** The accounts worth signing in as, for the start-up banner and the documentation. */
export function demoAccounts(superadmin: { dialCode: string; number: string }): DemoAccount[] {
  const account = (role: DemoAccount['role'], person: { phone: string; username: string }) => ({
    role,
    dialCode: DEMO_DIAL_CODE,
    phone: person.phone,
    name: person.username,
  });
  const accounts: DemoAccount[] = [
    {
      role: 'superadmin',
      dialCode: superadmin.dialCode,
      phone: superadmin.number,
      name: 'مدير النظام',
    },
  ];
  for (const company of DEMO_COMPANIES) {
    accounts.push(account('admin', company));
    for (const branch of company.branches) accounts.push(account('manager', branch.manager));
    const firstAgent = company.branches[0]?.sections[0]?.agents[0];
    if (firstAgent) accounts.push(account('agent', firstAgent));
  }
  return accounts;
}
