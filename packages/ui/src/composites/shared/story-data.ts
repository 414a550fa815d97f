// Realistic sample data for stories: Saudi spare-parts companies, their branches and staff.
import logoGear from '../../assets/story-images/logo-gear.svg';
import logoPiston from '../../assets/story-images/logo-piston.svg';
import logoWheel from '../../assets/story-images/logo-wheel.svg';
import person1 from '../../assets/story-images/person-1.svg';
import person2 from '../../assets/story-images/person-2.svg';
import person3 from '../../assets/story-images/person-3.svg';
import person4 from '../../assets/story-images/person-4.svg';

export interface SampleCompany {
  _id: string;
  username: string;
  email: string;
  image: string | null;
  totalSections: number;
  totalBranches: number;
  totalEmployees: number;
  totalConversations: number;
}

export const sampleCompanies: SampleCompany[] = [
  {
    _id: 'c1',
    username: 'شركة الجزيرة لقطع غيار السيارات',
    email: 'info@aljazeera-parts.sa',
    image: logoGear,
    totalSections: 6,
    totalBranches: 4,
    totalEmployees: 38,
    totalConversations: 1284,
  },
  {
    _id: 'c2',
    username: 'مؤسسة الراجحي للتشليح',
    email: 'sales@rajhi-scrap.sa',
    image: logoWheel,
    totalSections: 3,
    totalBranches: 2,
    totalEmployees: 12,
    totalConversations: 342,
  },
  {
    _id: 'c3',
    username: 'قطع غيار الخليج',
    email: 'care@gulfparts.sa',
    image: logoPiston,
    totalSections: 4,
    totalBranches: 3,
    totalEmployees: 21,
    totalConversations: 907,
  },
  {
    _id: 'c4',
    username: 'مركز النخبة لقطع تويوتا ولكزس',
    email: 'elite@nukhba-auto.sa',
    image: null,
    totalSections: 2,
    totalBranches: 1,
    totalEmployees: 7,
    totalConversations: 58,
  },
];

export interface SampleEmployee {
  _id: string;
  username: string;
  email: string;
  image: string | null;
  branchName: string;
  sectionName: string;
  companyName: string;
  phone: { dialCode: string; number: string };
}

const firstNames = [
  'عبدالله',
  'فهد',
  'نورة',
  'سارة',
  'محمد',
  'خالد',
  'ريم',
  'تركي',
  'هيفاء',
  'سلطان',
];
const lastNames = ['القحطاني', 'العتيبي', 'الشهري', 'الدوسري', 'الغامدي', 'الزهراني', 'المطيري'];
const branches = ['فرع العليا - الرياض', 'فرع الصناعية - جدة', 'فرع الدمام', 'فرع بريدة'];
const sections = ['قطع المحركات', 'الكهرباء والحساسات', 'العفشة والفرامل', 'الهياكل والصدامات'];
const pictures = [person1, person2, person3, person4, null];

/** `count` employees, deterministic, with photos for most of them. */
export function sampleEmployees(count: number): SampleEmployee[] {
  return Array.from({ length: count }, (_, i) => {
    const first = firstNames[i % firstNames.length] ?? '';
    const last = lastNames[(i * 3) % lastNames.length] ?? '';
    return {
      _id: `e${i + 1}`,
      username: `${first} ${last}`,
      email: `staff${i + 1}@aljazeera-parts.sa`,
      image: pictures[i % pictures.length] ?? null,
      branchName: branches[i % branches.length] ?? '',
      sectionName: sections[(i * 7) % sections.length] ?? '',
      companyName: sampleCompanies[i % sampleCompanies.length]?.username ?? '',
      phone: { dialCode: '+966', number: `05${String(51234567 + i * 7919).slice(0, 8)}` },
    };
  });
}

export interface SampleBranch {
  _id: string;
  branchName: string;
  address: string;
  managerName: string | null;
  sectionCount: number;
  agentCount: number;
  conversationCount: number;
}

export const sampleBranchesLongText: SampleBranch[] = [
  {
    _id: 'b1',
    branchName: 'فرع طريق الملك عبدالعزيز - حي الوادي - شمال الرياض',
    address:
      'طريق الملك عبدالعزيز، مقابل مجمع الوادي التجاري، بجوار محطة الدريس، الرياض 13313، المملكة العربية السعودية',
    managerName: 'عبدالرحمن بن سعيد آل مشيط القحطاني',
    sectionCount: 5,
    agentCount: 17,
    conversationCount: 2291,
  },
  {
    _id: 'b2',
    branchName: 'فرع المنطقة الصناعية الثانية',
    address: 'الدمام، المنطقة الصناعية الثانية، شارع 47، مستودع رقم 12 خلف مصنع الصلب',
    managerName: null,
    sectionCount: 2,
    agentCount: 4,
    conversationCount: 96,
  },
  {
    _id: 'b3',
    branchName: 'فرع جدة',
    address: 'حي الصناعية، جدة',
    managerName: 'ماجد الحربي',
    sectionCount: 3,
    agentCount: 9,
    conversationCount: 640,
  },
];

export interface SampleOrder {
  _id: string;
  orderRef: string;
  clientName: string;
  clientPhone: { dialCode: string; number: string };
  image: string | null;
  branchName: string;
  createdAt: string;
  status: 'pending' | 'completed' | 'canceled';
}

/** Price requests as a company's offers list shows them: one of each status, a long name. */
export const sampleOrders: SampleOrder[] = [
  {
    _id: 'o1',
    orderRef: 'JZR-00412',
    clientName: 'عبدالله الغامدي',
    clientPhone: { dialCode: '+966', number: '0568872189' },
    image: person1,
    branchName: 'فرع العليا - الرياض',
    createdAt: '2025-03-09T09:35:00Z',
    status: 'pending',
  },
  {
    _id: 'o2',
    orderRef: 'JZR-00411',
    clientName: 'عبدالرحمن بن سعيد آل مشيط القحطاني',
    clientPhone: { dialCode: '+966', number: '0537861745' },
    image: null,
    branchName: 'فرع طريق الملك عبدالعزيز - حي الوادي - شمال الرياض',
    createdAt: '2025-03-09T08:42:00Z',
    status: 'completed',
  },
  {
    _id: 'o3',
    orderRef: 'JZR-00410',
    clientName: 'نورة الدوسري',
    clientPhone: { dialCode: '+966', number: '0583113904' },
    image: person3,
    branchName: 'فرع الصناعية - جدة',
    createdAt: '2025-03-08T17:51:00Z',
    status: 'canceled',
  },
];
