import type { UiLocale } from '../../lib/format';
import type { ChatTexts } from './chat-texts';

/*
 * The chat stories' words in both languages, as an app gives them (the dashboard's come from
 * its catalogue). Arabic as a Saudi parts shop's staff write; numbers stay Western digits.
 */

/** «رسالة واحدة», «رسالتان», «3 رسائل», «11 رسالة». */
function arabicMessages(count: number): string {
  if (count === 1) return 'رسالة واحدة غير مقروءة';
  if (count === 2) return 'رسالتان غير مقروءتين';
  const lastTwo = count % 100;
  return lastTwo >= 3 && lastTwo <= 10 ? `${count} رسائل غير مقروءة` : `${count} رسالة غير مقروءة`;
}

const AR: ChatTexts = {
  thread: {
    log: 'الرسائل',
    today: 'اليوم',
    yesterday: 'أمس',
    empty: 'ما فيه رسائل بعد',
    emptyHint: 'أول ما يكتب العميل بتظهر رسائله هنا.',
    loading: 'جارٍ تحميل الرسائل',
    errorTitle: 'تعذّر تحميل الرسائل',
    retry: 'إعادة المحاولة',
    newMessages: 'رسائل جديدة',
    bubble: {
      customer: 'العميل',
      assistant: 'المساعد',
      staff: (name) => name,
      status: {
        pending: 'قيد الإرسال',
        sent: 'أُرسلت',
        delivered: 'وصلت',
        read: 'قُرئت',
        failed: 'لم تُرسل',
      },
      failed: (reason) => (reason ? `لم تصل الرسالة: ${reason}` : 'لم تصل الرسالة'),
      image: 'صورة',
      voiceNote: 'رسالة صوتية',
      audio: 'ملف صوتي',
      video: 'مقطع فيديو',
      playVideo: 'تشغيل المقطع',
      downloadHint: 'اضغط للتنزيل',
      download: (filename) => `تنزيل الملف ${filename}`,
      location: 'موقع',
      openInMaps: 'فتح في الخرائط',
      mediaUnavailable: 'الملف غير متاح',
      choices: 'أزرار الرد',
      choiceTapped: 'اختار العميل:',
      template: 'قالب معتمد',
      unsupported: 'رسالة من نوع لا تدعمه اللوحة، شوفها في واتساب على جوال العميل.',
    },
  },
  composer: {
    message: 'ردّك على العميل',
    placeholder: 'اكتب ردّك…',
    hint: 'Enter للإرسال، Shift+Enter لسطر جديد',
    send: 'إرسال',
    sending: 'جارٍ الإرسال',
    windowOpenToday: (time) => `تقدر ترد بحرية حتى الساعة ${time} اليوم`,
    windowOpenTomorrow: (time) => `تقدر ترد بحرية حتى الساعة ${time} غدًا`,
    windowClosed: 'العميل ما كتب من أكثر من 24 ساعة، فما تقدر ترسل له إلا قوالب معتمدة من واتساب.',
    optedOut: 'العميل طلب إيقاف الرسائل. لا ترسل له إلا التحديثات الضرورية عن طلبه.',
    template: 'القالب',
    templatePlaceholder: 'اختر قالبًا',
    noTemplates: 'ما فيه قوالب معتمدة بعد. أضفها من إعدادات واتساب.',
    preview: 'نص الرسالة',
    sendTemplate: 'إرسال القالب',
  },
  list: {
    list: 'المحادثات',
    search: 'ابحث بالاسم أو الرقم',
    clearSearch: 'مسح البحث',
    unread: arabicMessages,
    needsStaff: 'يحتاج موظف',
    windowClosed: 'قوالب فقط',
    optedOut: 'أوقف الرسائل',
    yesterday: 'أمس',
    noMessages: 'ما فيه رسائل بعد',
    fromAssistant: (preview) => `المساعد: ${preview}`,
    fromStaff: (name, preview) => `${name}: ${preview}`,
    media: {
      image: 'صورة',
      voiceNote: 'رسالة صوتية',
      audio: 'ملف صوتي',
      video: 'مقطع فيديو',
      document: 'ملف',
      location: 'موقع',
      unsupported: 'رسالة غير مدعومة',
    },
    empty: 'ما فيه محادثات بعد',
    emptyHint: 'أول ما يراسلكم عميل على واتساب بتظهر محادثته هنا.',
    noMatches: (term) => `ما لقينا محادثة فيها «${term}»`,
    loading: 'جارٍ تحميل المحادثات',
    errorTitle: 'تعذّر تحميل المحادثات',
    retry: 'إعادة المحاولة',
  },
};

const EN: ChatTexts = {
  thread: {
    log: 'Messages',
    today: 'Today',
    yesterday: 'Yesterday',
    empty: 'No messages yet',
    emptyHint: 'As soon as the customer writes, their messages show here.',
    loading: 'Loading messages',
    errorTitle: 'Couldn’t load the messages',
    retry: 'Try again',
    newMessages: 'New messages',
    bubble: {
      customer: 'Customer',
      assistant: 'Assistant',
      staff: (name) => name,
      status: {
        pending: 'Sending',
        sent: 'Sent',
        delivered: 'Delivered',
        read: 'Read',
        failed: 'Not sent',
      },
      failed: (reason) => (reason ? `Not delivered: ${reason}` : 'Not delivered'),
      image: 'Photo',
      voiceNote: 'Voice message',
      audio: 'Audio file',
      video: 'Video',
      playVideo: 'Play video',
      downloadHint: 'Tap to download',
      download: (filename) => `Download ${filename}`,
      location: 'Location',
      openInMaps: 'Open in Maps',
      mediaUnavailable: 'File not available',
      choices: 'Reply buttons',
      choiceTapped: 'Customer chose:',
      template: 'Approved template',
      unsupported: 'A kind of message the dashboard can’t show: see it in WhatsApp.',
    },
  },
  composer: {
    message: 'Your reply to the customer',
    placeholder: 'Type a reply…',
    hint: 'Enter to send, Shift+Enter for a new line',
    send: 'Send',
    sending: 'Sending',
    windowOpenToday: (time) => `You can reply freely until ${time} today`,
    windowOpenTomorrow: (time) => `You can reply freely until ${time} tomorrow`,
    windowClosed:
      'The customer hasn’t written in 24 hours: only WhatsApp-approved templates can be sent.',
    optedOut: 'The customer asked to stop messages. Send only essential updates about their order.',
    template: 'Template',
    templatePlaceholder: 'Choose a template',
    noTemplates: 'No approved templates yet. Add them in the WhatsApp settings.',
    preview: 'Message text',
    sendTemplate: 'Send template',
  },
  list: {
    list: 'Conversations',
    search: 'Search by name or number',
    clearSearch: 'Clear search',
    unread: (count) => `${count} unread ${count === 1 ? 'message' : 'messages'}`,
    needsStaff: 'Needs staff',
    windowClosed: 'Templates only',
    optedOut: 'Stopped messages',
    yesterday: 'Yesterday',
    noMessages: 'No messages yet',
    fromAssistant: (preview) => `Assistant: ${preview}`,
    fromStaff: (name, preview) => `${name}: ${preview}`,
    media: {
      image: 'Photo',
      voiceNote: 'Voice message',
      audio: 'Audio file',
      video: 'Video',
      document: 'File',
      location: 'Location',
      unsupported: 'Unsupported message',
    },
    empty: 'No conversations yet',
    emptyHint: 'When a customer messages you on WhatsApp, the conversation shows here.',
    noMatches: (term) => `No conversation matches “${term}”`,
    loading: 'Loading conversations',
    errorTitle: 'Couldn’t load the conversations',
    retry: 'Try again',
  },
};

export function storyChatTexts(locale: UiLocale): ChatTexts {
  return locale === 'en' ? EN : AR;
}
