import type { SeededCompany } from './demo-activity.js';
import type { DemoRows } from './seed.repository.js';

/**
 * What the demo's chat bots know: each company's shared tasks and policies, and each branch's
 * own tasks, answers (its hours, shipping from its city, payment, warranty, original or
 * commercial parts, the chassis number) and chat messages, as a branch manager would write them
 * on /ai and /settings. Topics never repeat between a company's shared pairs and its branches',
 * so a branch's bot has one answer for each.
 */

export interface DemoQuestion {
  title: string;
  question: string;
  answer: string;
}

export interface DemoChatMessages {
  welcomeMessage: string;
  closeMessage: string;
  ratingMessage: string;
}

export interface DemoAssistant {
  tasks: readonly string[];
  questions: readonly DemoQuestion[];
  chat: DemoChatMessages;
}

/** The company's own record (/ai and /settings signed in as the company). */
const SHARED_TASKS: readonly string[] = [
  'رحّب بالعميل باسمه واسأله عن نوع السيارة وسنة الصنع.',
  'اطلب رقم الهيكل (VIN) من الاستمارة إذا لم يذكره العميل.',
  'لا تذكر أي سعر قبل أن يؤكده موظف القسم.',
];

const SHARED_QUESTIONS: readonly DemoQuestion[] = [
  {
    title: 'الاسترجاع والاستبدال',
    question: 'هل أقدر أرجع القطعة أو أستبدلها إذا ما ناسبت سيارتي؟',
    answer:
      'نعم، خلال 7 أيام من الاستلام بشرط ألا تكون القطعة مركّبة وأن تكون في كرتونها الأصلي مع الفاتورة. القطع الكهربائية لا تُسترجع بعد تركيبها.',
  },
  {
    title: 'صلاحية عرض السعر',
    question: 'كم يوم يبقى عرض السعر صالح؟',
    answer: 'عرض السعر صالح 3 أيام من إرساله، وبعدها نراجع السعر والتوفر قبل تأكيد الطلب.',
  },
];

const sharedChat = (companyName: string, welcomeMessage: string): DemoChatMessages => ({
  welcomeMessage,
  closeMessage: `شكرًا لتواصلك مع ${companyName}، نسعد بخدمتك دائمًا.`,
  ratingMessage: 'كيف تقيّم تجربتك معنا؟ أرسل رقمًا من 1 إلى 5.',
});

/** The pairs every branch of a company answers the same way, worded once. */
const chassisNumber = (example: string): DemoQuestion => ({
  title: 'إرسال رقم الهيكل',
  question: 'كيف أرسل لكم رقم الهيكل (الشاصي)؟',
  answer: `صوّر الاستمارة من الوجه الذي فيه رقم الهيكل وأرسل الصورة هنا في المحادثة، أو اكتب الرقم كما هو: 17 خانة من حروف وأرقام (مثل ${example}). تجده أيضًا أسفل الزجاج الأمامي من جهة السائق.`,
});

const originalOrCommercial = (brands: string): DemoQuestion => ({
  title: 'القطع الأصلية والتجارية',
  question: 'وش الفرق بين القطع الأصلية والتجارية؟',
  answer: `الأصلية (الوكالة) من صنع الشركة المصنّعة للسيارة وتحمل رقم القطعة الأصلي، والتجارية بديل من مصانع معروفة مثل ${brands} بسعر أقل. نرسل لك سعر النوعين لتختار.`,
});

export const RAYYAN_RIYADH: DemoAssistant = {
  tasks: [
    'إذا كان العميل داخل الرياض فاعرض عليه الاستلام من الفرع في نفس اليوم أو التوصيل بالمندوب.',
    'حوّل طلبات المحركات إلى قسم قطع المحركات، وطلبات الصدمات والرفارف إلى قسم الهيكل والصدمات.',
  ],
  questions: [
    {
      title: 'ساعات العمل',
      question: 'متى تفتحون وما أوقات الدوام؟',
      answer:
        'فرع السلي يعمل من السبت إلى الخميس من 8 صباحًا حتى 12 ظهرًا ومن 4 عصرًا حتى 11 مساءً، ويوم الجمعة من 4 عصرًا حتى 11 مساءً.',
    },
    {
      title: 'الشحن إلى المدن الأخرى',
      question: 'هل تشحنون القطع إلى مدن خارج الرياض؟',
      answer:
        'نعم، نشحن إلى جميع مدن المملكة خلال 2 إلى 4 أيام عمل. رسوم الشحن تبدأ من 35 ريالًا حسب الوزن، والطلبات فوق 1500 ريال شحنها مجاني.',
    },
    {
      title: 'ضمان القطع',
      question: 'هل على القطع ضمان؟',
      answer:
        'القطع الأصلية عليها ضمان سنة والتجارية ستة أشهر من تاريخ الفاتورة، بشرط التركيب في ورشة معتمدة والاحتفاظ بالفاتورة.',
    },
    {
      title: 'طرق الدفع',
      question: 'كيف طريقة الدفع، وهل تقبلون مدى أو تابي؟',
      answer:
        'في الفرع: نقدًا أو مدى أو البطاقات الائتمانية. للطلبات المشحونة: تحويل بنكي أو رابط دفع إلكتروني، ونقبل تابي وتمارا للطلبات فوق 500 ريال.',
    },
    originalOrCommercial('دينسو وأيسن وموبيس'),
    chassisNumber('JTMHV05J604123456'),
  ],
  chat: {
    welcomeMessage:
      'أهلًا بك في فرع الرياض - السلي من مؤسسة الريان 👋 اكتب نوع سيارتك وسنة الصنع والقطعة المطلوبة ونرد عليك بالسعر.',
    closeMessage: 'شكرًا لتواصلك مع فرع السلي، أُغلقت المحادثة ونسعد بخدمتك في أي وقت.',
    ratingMessage: 'كيف تقيّم خدمة فرع السلي؟ أرسل رقمًا من 1 (ضعيفة) إلى 5 (ممتازة).',
  },
};

export const RAYYAN_JEDDAH: DemoAssistant = {
  tasks: [
    'عملاء مكة والمدينة والطائف: أخبرهم أن الشحن من جدة يصلهم خلال يوم أو يومين.',
    'إذا طلب العميل قطعة هيكل أو صدام فاطلب صورة للمكان المتضرر من السيارة.',
    'القطع غير المتوفرة في جدة تُطلب من فرع الرياض: أخبر العميل بأنها تحتاج يومين إضافيين.',
  ],
  questions: [
    {
      title: 'ساعات العمل',
      question: 'متى تفتحون في الرويس وما أوقات الدوام؟',
      answer:
        'فرع الرويس يعمل من السبت إلى الخميس من 9 صباحًا حتى 1 ظهرًا ومن 4:30 عصرًا حتى 11:30 مساءً، ومغلق يوم الجمعة.',
    },
    {
      title: 'الشحن إلى المدن الأخرى',
      question: 'توصلون لمكة والمدينة والطائف؟',
      answer:
        'نعم، نوصل إلى مكة والطائف خلال يوم واحد برسوم 30 ريالًا، وإلى المدينة المنورة وبقية مدن المملكة خلال 2 إلى 4 أيام عمل برسوم تبدأ من 35 ريالًا.',
    },
    {
      title: 'طرق الدفع',
      question: 'كيف طريقة الدفع، وهل يوجد دفع عند الاستلام؟',
      answer:
        'تقدر تدفع في الفرع نقدًا أو بالشبكة (مدى وفيزا)، أو بتحويل بنكي أو رابط دفع قبل الشحن. الدفع عند الاستلام متاح داخل جدة فقط.',
    },
    originalOrCommercial('دينسو وأيسن وموبيس'),
    chassisNumber('KMHD841CBJU123456'),
  ],
  chat: {
    welcomeMessage:
      'حيّاك الله في فرع جدة - الرويس من مؤسسة الريان 🌊 أرسل صورة الاستمارة واسم القطعة وسنخدمك بأسرع وقت.',
    closeMessage: 'شكرًا لك، تم إغلاق المحادثة مع فرع الرويس. إذا احتجت أي قطعة ثانية نحن بالخدمة.',
    ratingMessage: 'رأيك يهمنا: قيّم خدمة فرع جدة برقم من 1 إلى 5.',
  },
};

export const RAYYAN_DAMMAM: DemoAssistant = {
  tasks: [
    'عملاء الخبر والظهران: اعرض عليهم التوصيل بالمندوب في نفس اليوم للطلبات قبل الساعة 6 مساءً.',
    'فرع الدمام لا يبيع قطع الهيكل: وجّه طلبات الصدمات والرفارف إلى فرع الرياض.',
  ],
  questions: [
    {
      title: 'ساعات العمل',
      question: 'متى تفتحون في الدمام؟ وهل الدوام متواصل؟',
      answer:
        'فرع العدامة يعمل من السبت إلى الخميس من 8 صباحًا حتى 10 مساءً دون انقطاع، ويوم الجمعة من 4 عصرًا حتى 10 مساءً.',
    },
    {
      title: 'الشحن إلى المدن الأخرى',
      question: 'هل تشحنون إلى الأحساء والجبيل وحفر الباطن؟',
      answer:
        'نعم، نوصل إلى الخبر والظهران في نفس اليوم، وإلى الجبيل والأحساء خلال يوم، وإلى حفر الباطن وبقية المدن خلال 2 إلى 4 أيام عمل.',
    },
    {
      title: 'ضمان القطع',
      question: 'كم مدة الضمان على القطع؟',
      answer:
        'سنة على القطع الأصلية وستة أشهر على التجارية من تاريخ الفاتورة. البطاريات عليها ضمان 18 شهرًا من الشركة المصنّعة.',
    },
    chassisNumber('5NPE24AF4FH123456'),
  ],
  chat: {
    welcomeMessage:
      'مرحبًا بك في فرع الدمام - العدامة من مؤسسة الريان. نخدمك في قطع المحركات والكهرباء: اكتب طلبك وسيرد عليك الموظف المختص.',
    closeMessage: 'شكرًا لتواصلك مع فرع الدمام، نتمنى لك طريقًا آمنًا.',
    ratingMessage: 'كيف كانت خدمتنا اليوم؟ أرسل رقمًا من 1 إلى 5.',
  },
};

export const NUKHBA_RIYADH: DemoAssistant = {
  tasks: [
    'اسأل عملاء فورد وشفروليه وجي إم سي عن سعة المحرك (مثل 5.3 أو 3.5) قبل تسعير قطع المحرك.',
    'عملاء الورش والأساطيل: أخبرهم أن لديهم خصم 10٪ على الطلبات فوق 3000 ريال.',
  ],
  questions: [
    {
      title: 'ساعات العمل',
      question: 'وش أوقات الدوام في فرع الملز ومتى تفتحون؟',
      answer:
        'نعمل من السبت إلى الخميس من 8:30 صباحًا حتى 12:30 ظهرًا ومن 4 عصرًا حتى 10:30 مساءً. يوم الجمعة إجازة.',
    },
    {
      title: 'الشحن إلى المدن الأخرى',
      question: 'هل ترسلون القطع لمدن ثانية؟',
      answer:
        'نعم، نشحن من الرياض إلى جميع المدن خلال 2 إلى 5 أيام عمل، والرسوم تبدأ من 40 ريالًا. القطع الكبيرة مثل الأبواب والصدامات تُشحن بالشحن البري وقد تتأخر يومًا.',
    },
    {
      title: 'ضمان القطع',
      question: 'هل القطع مضمونة؟',
      answer:
        'قطع الوكالة مضمونة سنة، والتجارية ستة أشهر. يسري الضمان على عيوب التصنيع ولا يشمل التركيب الخاطئ، فاحتفظ بالفاتورة.',
    },
    {
      title: 'طرق الدفع',
      question: 'كيف طريقة الدفع، وهل تقبلون مدى أو تحويل؟',
      answer:
        'نقبل مدى وفيزا وماستركارد وأبل باي في الفرع، والتحويل البنكي للطلبات المشحونة. للورش حساب آجل بعد الاتفاق مع الإدارة.',
    },
    originalOrCommercial('موتوركرافت وإيه سي ديلكو ونيسنس'),
  ],
  chat: {
    welcomeMessage:
      'أهلًا بك في فرع الرياض - الملز من شركة النخبة 🚙 قطع نيسان وفورد وشفروليه وجي إم سي: اكتب طلبك ورقم الهيكل.',
    closeMessage: 'شكرًا لاختيارك شركة النخبة - فرع الملز، أُغلقت المحادثة.',
    ratingMessage: 'من 1 إلى 5، كم تقيّم سرعة الرد وجودة الخدمة؟',
  },
};

export const NUKHBA_JEDDAH: DemoAssistant = {
  tasks: [
    'إذا سأل العميل عن قطعة محرك غير متوفرة فاعرض عليه طلبها من فرع الرياض خلال 3 أيام.',
    'أرسل للعميل موقع الفرع على الخريطة إذا قال إنه سيحضر للاستلام.',
  ],
  questions: [
    {
      title: 'ساعات العمل',
      question: 'متى تفتحون في جدة وما أوقات الدوام؟',
      answer:
        'فرع الروضة يعمل من السبت إلى الخميس من 9 صباحًا حتى 11 مساءً، ويوم الجمعة من 5 مساءً حتى 11 مساءً.',
    },
    {
      title: 'الشحن إلى المدن الأخرى',
      question: 'هل توصلون خارج جدة؟',
      answer:
        'نعم، إلى مكة ورابغ خلال يوم واحد، وإلى بقية مدن المملكة خلال 2 إلى 5 أيام عمل. الرسوم تبدأ من 40 ريالًا.',
    },
    {
      title: 'طرق الدفع',
      question: 'كيف طريقة الدفع، وهل يوجد تقسيط؟',
      answer:
        'نقدًا أو بالشبكة في الفرع، وتحويل بنكي أو رابط دفع للطلبات المشحونة. التقسيط متاح عبر تابي للطلبات فوق 500 ريال.',
    },
    originalOrCommercial('موتوركرافت وإيه سي ديلكو ونيسنس'),
    chassisNumber('1GCUYDED5KZ123456'),
  ],
  chat: {
    welcomeMessage:
      'مرحبًا بك في فرع جدة - الروضة من شركة النخبة للسيارات. اكتب نوع سيارتك وسنة الصنع والقطعة المطلوبة.',
    closeMessage: 'شكرًا لتواصلك مع فرع الروضة، نسعد بزيارتك في أي وقت.',
    ratingMessage: 'ساعدنا نخدمك أفضل: قيّم المحادثة برقم من 1 إلى 5.',
  },
};

type AssistantRows = Pick<DemoRows, 'chatSettings' | 'aiTasks' | 'aiQuestions'>;

/**
 * The company's shared record first, then each branch's written by its manager, in the order a
 * person would have added them (the bot breaks ties by that order).
 */
export function buildCompanyAssistant(
  company: SeededCompany,
  options: { now: Date; newId: () => string },
): AssistantRows {
  const { now, newId } = options;
  const owners = [
    {
      branchId: null,
      createdBy: company.id,
      content: {
        tasks: SHARED_TASKS,
        questions: SHARED_QUESTIONS,
        chat: sharedChat(company.demo.username, company.demo.welcomeMessage),
      },
    },
    ...company.branches.map((branch) => ({
      branchId: branch.id,
      createdBy: branch.managerId,
      content: branch.demo.assistant,
    })),
  ];

  const rows: AssistantRows = { chatSettings: [], aiTasks: [], aiQuestions: [] };
  for (const { branchId, createdBy, content } of owners) {
    const owner = { companyId: company.id, branchId };
    rows.chatSettings.push({ ...owner, ...content.chat, updatedAt: now });
    for (const task of content.tasks) {
      rows.aiTasks.push({ id: newId(), ...owner, createdBy, content: task });
    }
    for (const entry of content.questions) {
      rows.aiQuestions.push({ id: newId(), ...owner, createdBy, ...entry });
    }
  }
  return rows;
}
