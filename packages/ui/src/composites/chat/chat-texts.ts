import type { ChatDeliveryStatus } from './chat-types';

/*
 * The words of the chat components. The design system holds none: the app gives them in the
 * reader's language (from its catalogue); functions receive values already formatted for it
 * (times and dates through lib/format.ts, Western digits).
 */

/** MessageBubble: one message. */
export interface MessageBubbleTexts {
  /** Who wrote an inbound message, for screen readers only: «العميل». */
  customer: string;
  /** The author line of the assistant's messages: «المساعد». */
  assistant: string;
  /** The author line of a staff member's message: «سالم القحطاني». */
  staff: (name: string) => string;
  /** The delivery status icon's accessible name. */
  status: Record<ChatDeliveryStatus, string>;
  /** Under a failed message: «لم تصل الرسالة: …»; `reason` null when the provider gave none. */
  failed: (reason: string | null) => string;
  /** An image's description when it has no caption: «صورة». */
  image: string;
  voiceNote: string;
  /** An audio file that is not a voice note. */
  audio: string;
  video: string;
  /** The play button of a video, which loads only when pressed: «تشغيل المقطع». */
  playVideo: string;
  /** The line under a document's name: «اضغط للتنزيل». */
  downloadHint: string;
  /** The document link's accessible name: «تنزيل الملف فاتورة.pdf». */
  download: (filename: string) => string;
  /** The title of a location without a name: «موقع». */
  location: string;
  openInMaps: string;
  /** In place of media that is still being fetched or was lost. */
  mediaUnavailable: string;
  /** The accessible name of an interactive message's reply buttons: «أزرار الرد». */
  choices: string;
  /** Before the customer's tap, for screen readers: «اختار العميل:». */
  choiceTapped: string;
  /** The tag of a template message: «قالب». */
  template: string;
  /** A message kind the dashboard cannot show. */
  unsupported: string;
}

/** ChatThread: a conversation's messages. */
export interface ChatThreadTexts {
  /** The log's accessible name: «الرسائل». */
  log: string;
  today: string;
  yesterday: string;
  empty: string;
  emptyHint: string;
  loading: string;
  errorTitle: string;
  retry: string;
  /** The button that jumps to messages that arrived while reading older ones. */
  newMessages: string;
  bubble: MessageBubbleTexts;
}

/** ChatComposer: the reply box. */
export interface ChatComposerTexts {
  /** The text box's accessible name. */
  message: string;
  placeholder: string;
  /** How the keyboard sends: «Enter للإرسال، Shift+Enter لسطر جديد». */
  hint: string;
  send: string;
  sending: string;
  /** The window closes later today: «يمكنك الرد حتى 3:45 م». */
  windowOpenToday: (time: string) => string;
  /** The window closes tomorrow: «يمكنك الرد حتى الغد 9:10 ص». */
  windowOpenTomorrow: (time: string) => string;
  /** No free text: only approved templates can be sent. */
  windowClosed: string;
  /** The customer asked to stop messages. */
  optedOut: string;
  /** The template picker's label. */
  template: string;
  templatePlaceholder: string;
  noTemplates: string;
  /** The label of the chosen template's text. */
  preview: string;
  sendTemplate: string;
}

/** How a last message reads in the list when it is not text (the list adds the kind's icon). */
export interface ChatPreviewTexts {
  image: string;
  voiceNote: string;
  audio: string;
  video: string;
  document: string;
  location: string;
  unsupported: string;
}

/** ConversationList: the conversations. */
export interface ConversationListTexts {
  /** The list's accessible name: «المحادثات». */
  list: string;
  /** The search box's accessible name and placeholder. */
  search: string;
  clearSearch: string;
  /** The unread badge, for screen readers: «3 رسائل غير مقروءة». */
  unread: (count: number) => string;
  needsStaff: string;
  /** The customer-service window is closed: only templates. */
  windowClosed: string;
  optedOut: string;
  /** The time of a last message sent yesterday. */
  yesterday: string;
  /** A conversation without messages yet. */
  noMessages: string;
  /** The last message was the assistant's: «المساعد: …». */
  fromAssistant: (preview: string) => string;
  /** The last message was a staff member's: «سالم: …». */
  fromStaff: (name: string, preview: string) => string;
  media: ChatPreviewTexts;
  empty: string;
  emptyHint: string;
  /** Searching found nothing. */
  noMatches: (term: string) => string;
  loading: string;
  errorTitle: string;
  retry: string;
}

export interface ChatTexts {
  thread: ChatThreadTexts;
  composer: ChatComposerTexts;
  list: ConversationListTexts;
}
