/**
 * What the intake assistant says, in Arabic (the default) and English (on request). Button
 * titles stay within WhatsApp's 20 characters, list rows within 24.
 */
export type AssistantLocale = 'ar' | 'en';

export const ASSISTANT_WORDS = {
  ar: {
    welcome: 'أهلًا بك! كيف نقدر نخدمك؟',
    menuOrder: 'طلب تسعير قطع',
    menuQuestion: 'عندي سؤال',
    menuPerson: 'التحدث مع موظف',
    menuLanguage: 'English',
    menuButton: 'القائمة',
    askQuestion: 'تفضّل، اكتب سؤالك.',
    askMake:
      'ما نوع سيارتك؟ اختر من القائمة، أو اكتب رقم الهيكل (17 خانة)، أو أرسل صورة الاستمارة.',
    makeListButton: 'أنواع السيارات',
    otherMake: 'نوع آخر',
    askMakeTyped: 'اكتب نوع السيارة، مثل: جيب.',
    askModel: (make: string) => `${make}: اكتب الطراز وسنة الصنع، مثل: كامري 2019.`,
    modelNotUnderstood: 'لم أفهم الطراز والسنة. اكتبهما هكذا: كامري 2019.',
    askYear: 'وصلت صورة الاستمارة. ما سنة صنع السيارة؟ مثل: 2019.',
    yearNotUnderstood: 'اكتب سنة الصنع بالأرقام، مثل: 2019.',
    vinRead: (vehicle: string) => `قرأت رقم الهيكل: ${vehicle}.`,
    askParts:
      'ما القطع التي تحتاجها؟ اكتب كل قطعة في سطر أو في رسالة، ومعها الكمية إن كانت أكثر من واحدة (مثل: 2 فحمات فرامل).',
    partsAdded: (parts: string[]) =>
      `أضفت: ${parts.join('، ')}.\nأرسل قطعة أخرى، أو اضغط «انتهيت».`,
    partsDone: 'انتهيت',
    partsEmpty: 'لم تضف أي قطعة بعد. اكتب اسم القطعة التي تحتاجها.',
    partsFull: (max: number) => `وصلت إلى ${max} قطعة، وهو الحد الأعلى للطلب الواحد.`,
    askBranch: 'من أي فرع تفضّل الاستلام؟',
    branchListButton: 'الفروع',
    summary: (vehicle: string, parts: string[], branch: string | null) =>
      [
        'هذا طلبك:',
        `السيارة: ${vehicle}`,
        `القطع:\n${parts.map((part) => `• ${part}`).join('\n')}`,
        branch ? `الاستلام من: ${branch}` : null,
        'هل نرسله للتسعير؟',
      ]
        .filter(Boolean)
        .join('\n'),
    confirmSend: 'أرسل الطلب',
    confirmCancel: 'إلغاء',
    orderSent: (ref: string) => `وصلنا طلبك رقم ${ref}. سنرسل لك عرض السعر هنا فور تجهيزه.`,
    orderCanceled: 'ألغيت الطلب. اكتب «طلب» متى أردت البدء من جديد.',
    handedOver: 'حوّلت محادثتك إلى أحد الموظفين، وسيرد عليك قريبًا.',
    staffWillAnswer: 'وصلت رسالتك إلى الموظفين، وسيرد عليك أحدهم قريبًا.',
    optedOut: 'أوقفنا رسائلنا إليك. ستصلك فقط تحديثات طلباتك الضرورية. اكتب «ابدأ» لتعود الرسائل.',
    optedIn: 'أهلًا بعودتك! ستصلك رسائلنا من جديد.',
    notUnderstood: 'لم أفهم رسالتك. اختر من القائمة:',
    photoNotNeeded: 'شكرًا، وصلت الصورة.',
    unknownVehicle: 'حسب صورة الاستمارة',
    unknownModel: 'غير محدد',
  },
  en: {
    welcome: 'Welcome! How can we help you?',
    menuOrder: 'Price some parts',
    menuQuestion: 'Ask a question',
    menuPerson: 'Talk to a person',
    menuLanguage: 'العربية',
    menuButton: 'Menu',
    askQuestion: 'Go ahead, type your question.',
    askMake:
      'What make is your car? Choose from the list, type the chassis number (17 characters), or send a photo of the registration.',
    makeListButton: 'Car makes',
    otherMake: 'Another make',
    askMakeTyped: 'Type the make of your car, e.g. Jeep.',
    askModel: (make: string) => `${make}: type the model and year, e.g. Camry 2019.`,
    modelNotUnderstood: 'I did not get the model and year. Type them like this: Camry 2019.',
    askYear: 'Got the registration photo. What year is the car? e.g. 2019.',
    yearNotUnderstood: 'Type the year in digits, e.g. 2019.',
    vinRead: (vehicle: string) => `I read the chassis number: ${vehicle}.`,
    askParts:
      'Which parts do you need? One per line or per message, with the quantity when more than one (e.g. 2 brake pads).',
    partsAdded: (parts: string[]) =>
      `Added: ${parts.join(', ')}.\nSend another part, or tap “Done”.`,
    partsDone: 'Done',
    partsEmpty: 'No part added yet. Type the name of the part you need.',
    partsFull: (max: number) => `That is ${max} parts, the most one order takes.`,
    askBranch: 'Which branch would you like to pick up from?',
    branchListButton: 'Branches',
    summary: (vehicle: string, parts: string[], branch: string | null) =>
      [
        'Your order:',
        `Car: ${vehicle}`,
        `Parts:\n${parts.map((part) => `• ${part}`).join('\n')}`,
        branch ? `Pick up at: ${branch}` : null,
        'Send it for pricing?',
      ]
        .filter(Boolean)
        .join('\n'),
    confirmSend: 'Send order',
    confirmCancel: 'Cancel',
    orderSent: (ref: string) =>
      `We got your order ${ref}. We will send the quote here as soon as it is ready.`,
    orderCanceled: 'Order canceled. Type “order” whenever you want to start again.',
    handedOver: 'I passed your conversation to a member of staff, who will answer you soon.',
    staffWillAnswer: 'Your message reached our staff; someone will answer you soon.',
    optedOut:
      'We stopped our messages to you. You will only get essential updates on your orders. Type START to receive messages again.',
    optedIn: 'Welcome back! You will receive our messages again.',
    notUnderstood: 'I did not understand. Choose from the menu:',
    photoNotNeeded: 'Thanks, the photo arrived.',
    unknownVehicle: 'See registration photo',
    unknownModel: 'Not given',
  },
} as const;

/** Common makes in Saudi Arabia, offered as a list (WhatsApp lists take ten rows). */
export const VEHICLE_MAKES: { id: string; ar: string; en: string }[] = [
  { id: 'toyota', ar: 'تويوتا', en: 'Toyota' },
  { id: 'hyundai', ar: 'هيونداي', en: 'Hyundai' },
  { id: 'nissan', ar: 'نيسان', en: 'Nissan' },
  { id: 'kia', ar: 'كيا', en: 'Kia' },
  { id: 'chevrolet', ar: 'شيفروليه', en: 'Chevrolet' },
  { id: 'ford', ar: 'فورد', en: 'Ford' },
  { id: 'honda', ar: 'هوندا', en: 'Honda' },
  { id: 'lexus', ar: 'لكزس', en: 'Lexus' },
  { id: 'mercedes', ar: 'مرسيدس', en: 'Mercedes-Benz' },
];
