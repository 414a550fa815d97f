import brakeDiscClip from '../../assets/story-images/brake-disc.webm';
import partPhoto from '../../assets/story-images/part-brake-pads.svg';
import type { UiLocale } from '../../lib/format';
import type {
  ChatAuthor,
  ChatDeliveryStatus,
  ChatMessageBody,
  ChatMessageView,
  ChatTemplateView,
  ConversationSummaryView,
} from './chat-types';

/**
 * A Tuesday at a Riyadh parts shop's WhatsApp, the data every chat story draws from: Mohammed
 * (أبو فهد) asks for front brake pads for his 2019 Camry in the evening, the assistant takes his
 * photos and papers, and Salem from pricing answers in the morning. Stories pick their language
 * from the toolbar's direction: Arabic right to left, English left to right, as the app does.
 * Media files are never fetched (players load nothing until played), so nothing needs a network.
 */

export function storyLocale(globals: Record<string, unknown>): UiLocale {
  return globals['dir'] === 'ltr' ? 'en' : 'ar';
}

/** 12:00 in Riyadh on Tuesday 24 November 2026. */
export const STORY_NOW = new Date('2026-11-24T09:00:00.000Z');

/** `hh:mm` in Riyadh (UTC+3, no daylight saving) `daysAgo` days before the story's day. */
export function riyadh(time: string, daysAgo = 0): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const date = new Date(Date.UTC(2026, 10, 24 - daysAgo, hours - 3, minutes));
  return date.toISOString();
}

export const STORY_PART_PHOTO: string = partPhoto;
/** A two-second clip, so playing a video in a story needs no network. */
export const STORY_VIDEO: string = brakeDiscClip;

const customer: ChatAuthor = { kind: 'customer' };
const assistant: ChatAuthor = { kind: 'assistant' };
const staff = (name: string): ChatAuthor => ({ kind: 'staff', name });

const inbound = (id: string, at: string, body: ChatMessageBody): ChatMessageView => ({
  id,
  direction: 'in',
  author: customer,
  body,
  at,
});

const outbound = (
  id: string,
  at: string,
  author: ChatAuthor,
  body: ChatMessageBody,
  status: ChatDeliveryStatus,
  failure: string | null = null,
): ChatMessageView => ({ id, direction: 'out', author, body, at, status, failure });

const text = (value: string): ChatMessageBody => ({ kind: 'text', text: value });

const WORDS = {
  ar: {
    salem: 'سالم القحطاني',
    ahmed: 'أحمد الحربي',
    hello: 'السلام عليكم، عندكم فحمات قدام لكامري 2019؟',
    welcome:
      'وعليكم السلام ورحمة الله، حيّاك الله في النخبة لقطع الغيار\nعشان نعطيك السعر الصحيح، أرسل لنا صورة الاستمارة أو رقم الهيكل (VIN) لو سمحت.',
    photoCaption: 'هذي القديمة اللي في السيارة',
    registration: 'استمارة-كامري-2019.pdf',
    which: 'تبيها أصلية ولا تجارية؟',
    choices: ['أصلي تويوتا', 'تجاري ممتاز', 'الاثنين عشان أقارن'],
    handOver:
      'تمام، حوّلت طلبك لقسم التسعير وبيرد عليك واحد من الزملاء الصباح إن شاء الله. دوامنا يبدأ 8 الصبح.',
    videoCaption: 'وهذا صوت الفرامل لما أدعس',
    prices:
      'صباح الخير أبو فهد، معك سالم من قسم التسعير\nالفحمات القدامية لكامري 2019 متوفرة:\n• أصلي تويوتا: 385 ريال\n• تجاري (أكيبونو الياباني): 240 ريال\nالأسعار شاملة الضريبة، والتركيب عندنا في الفرع بـ 60 ريال. وبالنسبة للصوت اللي في الفيديو، غالبًا من الفحمات نفسها لأنها خلصت، بس بنفحص الهوبات وقت التركيب ونعلمك قبل أي شغل زيادة.',
    quoteReady:
      'مرحبًا محمد، عرض السعر لطلبك RYN-00512 جاهز\nتقدر تطّلع عليه وتعتمده من الرابط، وهو صالح لمدة 48 ساعة.',
    quoteButton: 'عرض السعر',
    where: 'تمام، أبي الأصلي. وين موقعكم بالضبط؟',
    branch: 'النخبة لقطع الغيار - فرع السلي',
    address: 'طريق الخرج، حي السلي، الرياض 14322',
    phone: 'وهذا رقم الفرع لو احتجت شي: 0112345678',
    rateLimited: 'تجاوزنا حد الرسائل المسموح في واتساب مؤقتًا، أعد المحاولة بعد دقائق.',
    comingOver: 'أوكي، بمر عليكم العصر بإذن الله',
    welcomeBack: 'حيّاك الله، بنجهزها لك ونحجز لك موعد تركيب',
  },
  en: {
    salem: 'Salem Alqahtani',
    ahmed: 'Ahmed Alharbi',
    hello: 'Hi, do you have front brake pads for a 2019 Camry?',
    welcome:
      'Hello and welcome to Al Nukhba Auto Parts\nSo we can give you the right price, please send a photo of the registration card or the VIN.',
    photoCaption: 'This is the old one from the car',
    registration: 'camry-2019-registration.pdf',
    which: 'Genuine or aftermarket?',
    choices: ['Genuine Toyota', 'Premium aftermarket', 'Both, to compare'],
    handOver:
      'Done: I’ve passed your request to our pricing team and a colleague will reply in the morning. We open at 8 am.',
    videoCaption: 'And this is the noise when I brake',
    prices:
      'Good morning Mohammed, Salem from pricing here\nFront brake pads for a 2019 Camry are in stock:\n• Genuine Toyota: SAR 385\n• Aftermarket (Akebono, Japan): SAR 240\nPrices include VAT; fitting at our branch is SAR 60. The noise in your video is most likely the worn pads, but we’ll check the discs when fitting and tell you before any extra work.',
    quoteReady:
      'Hello Mohammed, the quote for your order RYN-00512 is ready\nYou can review and accept it from the link; it’s valid for 48 hours.',
    quoteButton: 'View quote',
    where: 'OK, I’ll take the genuine ones. Where exactly are you?',
    branch: 'Al Nukhba Auto Parts - Al Sulay branch',
    address: 'Al Kharj Road, Al Sulay, Riyadh 14322',
    phone: 'And here’s the branch number if you need anything: 0112345678',
    rateLimited: 'We’ve hit WhatsApp’s sending limit for now; try again in a few minutes.',
    comingOver: 'OK, I’ll drop by this afternoon',
    welcomeBack: 'You’re welcome! We’ll have them ready and book you a fitting slot',
  },
} as const;

/** The whole conversation, oldest first: 16 messages over two days. */
export function storyThread(locale: UiLocale): ChatMessageView[] {
  const w = WORDS[locale];
  const salem = staff(w.salem);
  return [
    inbound('m01', riyadh('21:40', 1), text(w.hello)),
    outbound('m02', riyadh('21:40', 1), assistant, text(w.welcome), 'read'),
    inbound('m03', riyadh('21:43', 1), {
      kind: 'image',
      url: STORY_PART_PHOTO,
      caption: w.photoCaption,
    }),
    inbound('m04', riyadh('21:44', 1), {
      kind: 'document',
      url: '/story-media/registration.pdf',
      filename: w.registration,
    }),
    outbound(
      'm05',
      riyadh('21:45', 1),
      assistant,
      { kind: 'choices', text: w.which, choices: [...w.choices] },
      'read',
    ),
    inbound('m06', riyadh('21:46', 1), { kind: 'choice', title: w.choices[2] }),
    outbound('m07', riyadh('21:46', 1), assistant, text(w.handOver), 'read'),
    inbound('m08', riyadh('08:10'), {
      kind: 'video',
      url: STORY_VIDEO,
      caption: w.videoCaption,
    }),
    inbound('m09', riyadh('08:12'), {
      kind: 'audio',
      url: '/story-media/voice-note.ogg',
      voice: true,
    }),
    outbound('m10', riyadh('08:31'), salem, text(w.prices), 'read'),
    outbound(
      'm11',
      riyadh('08:32'),
      salem,
      {
        kind: 'template',
        name: 'quote_ready',
        text: w.quoteReady,
        button: { label: w.quoteButton, url: 'https://taseer.example/q/RYN-00512' },
      },
      'read',
    ),
    inbound('m12', riyadh('09:05'), text(w.where)),
    outbound(
      'm13',
      riyadh('09:07'),
      salem,
      {
        kind: 'location',
        latitude: 24.59312,
        longitude: 46.84217,
        name: w.branch,
        address: w.address,
      },
      'delivered',
    ),
    outbound('m14', riyadh('09:08'), salem, text(w.phone), 'failed', w.rateLimited),
    inbound('m15', riyadh('11:58'), text(w.comingOver)),
    outbound('m16', riyadh('11:59'), salem, text(w.welcomeBack), 'pending'),
  ];
}

/** The customer writes again: what a story adds to show the thread following new messages. */
export function storyNewMessage(locale: UiLocale, index: number): ChatMessageView {
  const words =
    locale === 'en'
      ? ['Is the fitting bay free around 4?', 'And do you take Mada?']
      : ['الورشة فاضية الساعة 4 تقريبًا؟', 'وتقبلون مدى؟'];
  return inbound(`new-${index}`, riyadh(`12:0${index % 10}`), text(words[index % 2] ?? ''));
}

/** One message of each kind, for the bubble's gallery. */
export function storyEveryKind(locale: UiLocale): ChatMessageView[] {
  const thread = storyThread(locale);
  const pick = (id: string) => thread.find((message) => message.id === id);
  const picked = ['m01', 'm03', 'm09', 'm08', 'm04', 'm13', 'm05', 'm06', 'm11', 'm10']
    .map(pick)
    .filter((message): message is ChatMessageView => message !== undefined);
  return [
    ...picked,
    inbound('k-audio', riyadh('11:00'), {
      kind: 'audio',
      url: '/story-media/engine-sound.m4a',
      voice: false,
    }),
    inbound('k-unsupported', riyadh('11:05'), { kind: 'unsupported' }),
  ];
}

/** Media still being fetched or lost. */
export function storyUnavailableMedia(locale: UiLocale): ChatMessageView[] {
  const w = WORDS[locale];
  return [
    inbound('u-image', riyadh('10:00'), { kind: 'image', url: null, caption: w.photoCaption }),
    inbound('u-voice', riyadh('10:01'), { kind: 'audio', url: null, voice: true }),
    inbound('u-video', riyadh('10:02'), { kind: 'video', url: null }),
    inbound('u-document', riyadh('10:03'), {
      kind: 'document',
      url: null,
      filename: w.registration,
    }),
  ];
}

/** The same staff reply in each delivery status, and one the assistant sent. */
export function storyStatuses(locale: UiLocale): ChatMessageView[] {
  const w = WORDS[locale];
  const salem = staff(w.salem);
  const line =
    locale === 'en' ? 'Your order is on its way' : 'طلبك طلع مع المندوب وبيوصلك خلال ساعة';
  return [
    outbound('s-pending', riyadh('11:50'), salem, text(line), 'pending'),
    outbound('s-sent', riyadh('11:51'), salem, text(line), 'sent'),
    outbound('s-delivered', riyadh('11:52'), assistant, text(line), 'delivered'),
    outbound('s-read', riyadh('11:53'), staff(w.ahmed), text(line), 'read'),
    outbound('s-failed', riyadh('11:54'), salem, text(w.phone), 'failed', w.rateLimited),
    outbound(
      's-failed-no-reason',
      riyadh('11:55'),
      salem,
      { kind: 'image', url: STORY_PART_PHOTO },
      'failed',
    ),
  ];
}

/** A long message with a long unbroken word and a link, to show wrapping on a phone. */
export function storyLongMessages(locale: UiLocale): ChatMessageView[] {
  const long =
    locale === 'en'
      ? 'Hello, I need a full service kit for a 2016 Hilux diesel: oil filter, air filter, fuel filter and cabin filter, plus 7 litres of 5W-30 oil. Please also check the part number 04465-0K240 and send me the photos here: https://example.com/photos/hilux-2016-service-kit-with-a-very-long-address'
      : 'السلام عليكم ورحمة الله وبركاته، لو سمحت أبي طقم صيانة كامل لهايلكس 2016 ديزل: فلتر زيت وفلتر هواء وفلتر ديزل وفلتر مكيف، مع 7 لتر زيت 5W-30. وتأكد لي من رقم القطعة 04465-0K240 لأن المحل الثاني قال لي رقم ثاني، وهذي الصور: https://example.com/photos/hilux-2016-service-kit-with-a-very-long-address\nوإذا عندكم عرض على الطقم كامل علمني، وكم ياخذ التركيب؟';
  const reply =
    locale === 'en'
      ? 'Thanks for the details! Checking stock with the warehouse now and I’ll send you a full quote within half an hour.'
      : 'أبشر، شكرًا على التفاصيل! أتأكد من المستودع الحين وأرسل لك عرض سعر كامل خلال نص ساعة إن شاء الله.';
  return [
    inbound('l-1', riyadh('10:20'), text(long)),
    outbound('l-2', riyadh('10:24'), staff(WORDS[locale].salem), text(reply), 'read'),
  ];
}

export function storyTemplates(locale: UiLocale): ChatTemplateView[] {
  return locale === 'en'
    ? [
        {
          name: 'quote_ready',
          label: 'Quote ready',
          preview: WORDS.en.quoteReady,
        },
        {
          name: 'order_ready',
          label: 'Order ready for pickup',
          preview:
            'Hello Mohammed, your part has arrived and is ready for pickup at the Al Sulay branch.\nWe’re open 8 am to 10 pm, Fridays from 4 pm.',
        },
        {
          name: 'follow_up',
          label: 'Order follow-up',
          preview:
            'Hello Mohammed, just checking in: do you need any help with your order RYN-00512? Reply to this message and we’ll help.',
        },
      ]
    : [
        { name: 'quote_ready', label: 'عرض السعر جاهز', preview: WORDS.ar.quoteReady },
        {
          name: 'order_ready',
          label: 'الطلب جاهز للاستلام',
          preview:
            'أهلًا محمد، قطعتك وصلت وجاهزة للاستلام من فرع السلي.\nالدوام من 8 الصبح إلى 10 الليل، والجمعة من 4 العصر.',
        },
        {
          name: 'follow_up',
          label: 'متابعة الطلب',
          preview:
            'أهلًا محمد، حبينا نطمّن: تحتاج مساعدة في طلبك RYN-00512؟ رد على هذي الرسالة ونخدمك.',
        },
      ];
}

/** The window of Mohammed's conversation: 24 hours after his last message. */
export const STORY_WINDOW_OPEN = riyadh('11:58', -1);
/** A window closing in 20 minutes. */
export const STORY_WINDOW_CLOSING = riyadh('12:20');

/** The shop's inbox, newest first. */
export function storyConversations(locale: UiLocale): ConversationSummaryView[] {
  const en = locale === 'en';
  const thread = storyThread(locale);
  const last = thread.find((message) => message.id === 'm15') ?? null;
  const names = en
    ? {
        mohammed: 'Mohammed Alotaibi',
        itqan: 'Al Itqan Car Service Workshop',
        long: 'Abdulrahman bin Abdulaziz Aljuhani',
        sara: 'Sara Alqahtani',
        faisal: 'Faisal Motors Showroom',
        nawaf: 'Nawaf Alshammari',
        khalid: 'Khalid’s Garage',
      }
    : {
        mohammed: 'محمد العتيبي',
        itqan: 'ورشة الإتقان لصيانة السيارات',
        long: 'عبدالرحمن بن عبدالعزيز الجهني',
        sara: 'سارة القحطاني',
        faisal: 'معرض فيصل للسيارات',
        nawaf: 'نواف الشمري',
        khalid: 'كراج خالد',
      };
  const w = WORDS[locale];
  return [
    {
      id: 'c-mohammed',
      customerName: names.mohammed,
      phone: '966501234567',
      lastMessage: last,
      unread: 1,
      needsStaff: false,
      optedOut: false,
      windowClosesAt: STORY_WINDOW_OPEN,
    },
    {
      id: 'c-unknown',
      customerName: null,
      phone: '966551234890',
      lastMessage: inbound('c2-last', riyadh('11:40'), {
        kind: 'audio',
        url: '/story-media/voice.ogg',
        voice: true,
      }),
      unread: 2,
      needsStaff: true,
      optedOut: false,
      windowClosesAt: riyadh('11:40', -1),
    },
    {
      id: 'c-long',
      customerName: names.long,
      phone: '966590011223',
      lastMessage: inbound(
        'c3-last',
        riyadh('11:21'),
        text(
          en
            ? 'Hi, I need a full clutch kit for a 2016 Hilux diesel with the bearing and the disc. Is there a warranty, and how long does fitting take?'
            : 'السلام عليكم، أبي طقم كلتش كامل لهايلكس 2016 ديزل مع البلف والدسك، وإذا فيه ضمان وش مدته؟ وكم ياخذ التركيب؟',
        ),
      ),
      unread: 12,
      needsStaff: true,
      optedOut: false,
      windowClosesAt: riyadh('11:21', -1),
    },
    {
      id: 'c-itqan',
      customerName: names.itqan,
      phone: '966533456712',
      lastMessage: outbound(
        'c4-last',
        riyadh('10:15'),
        assistant,
        text(
          en
            ? 'We’ve received your order RYN-00518 and will send the price within the hour.'
            : 'استلمنا طلبك رقم RYN-00518، وبنرسل لك السعر خلال ساعة بإذن الله.',
        ),
        'read',
      ),
      unread: 0,
      needsStaff: false,
      optedOut: false,
      windowClosesAt: STORY_WINDOW_CLOSING,
    },
    {
      id: 'c-faisal',
      customerName: names.faisal,
      phone: '966138765432',
      lastMessage: inbound('c5-last', riyadh('09:30'), {
        kind: 'location',
        latitude: 26.43442,
        longitude: 50.10326,
        name: names.faisal,
      }),
      unread: 3,
      needsStaff: false,
      optedOut: false,
      windowClosesAt: riyadh('09:30', -1),
    },
    {
      id: 'c-sara',
      customerName: names.sara,
      phone: '966545678901',
      lastMessage: outbound(
        'c6-last',
        riyadh('17:20', 1),
        staff(w.ahmed),
        {
          kind: 'template',
          name: 'order_ready',
          text: en
            ? 'Hello Sara, your part has arrived and is ready for pickup at the Al Sulay branch.'
            : 'أهلًا سارة، قطعتك وصلت وجاهزة للاستلام من فرع السلي.',
        },
        'delivered',
      ),
      unread: 0,
      needsStaff: false,
      optedOut: false,
      windowClosesAt: riyadh('16:05', 1),
    },
    {
      id: 'c-nawaf',
      customerName: names.nawaf,
      phone: '966567890123',
      lastMessage: inbound('c7-last', riyadh('19:02', 3), text(en ? 'STOP' : 'إيقاف')),
      unread: 0,
      needsStaff: false,
      optedOut: true,
      windowClosesAt: null,
    },
    {
      id: 'c-khalid',
      customerName: names.khalid,
      phone: '971501234567',
      lastMessage: outbound(
        'c8-last',
        riyadh('13:45', 4),
        staff(w.salem),
        {
          kind: 'document',
          url: '/story-media/invoice.pdf',
          filename: en ? 'tax-invoice-INV-2291.pdf' : 'فاتورة-ضريبية-INV-2291.pdf',
        },
        'read',
      ),
      unread: 0,
      needsStaff: false,
      optedOut: false,
      windowClosesAt: null,
    },
  ];
}
