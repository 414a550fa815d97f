import type { CodeSamplesTexts, RoutingPlacesTexts } from './bot-connection-texts';
import type { CodeSample } from './code-samples';
import type { RoutingPlace } from './routing-places';

/**
 * A Riyadh shop's branches and a bot developer's samples, the data the bot connection stories
 * draw from, with their texts in both languages (the app gives them from its catalogues).
 */

export const STORY_PLACES: RoutingPlace[] = [
  {
    _id: '3f0c2a9e-8b7d-4c1e-9a55-2d6f1b0e7c41',
    branchName: 'فرع الرياض - السلي',
    sections: [
      { _id: '9b2e4f60-1c3d-4e8a-b7f5-0a6d2c8e1f34', sectionName: 'قسم المحركات وناقل الحركة' },
      { _id: 'c41a7d92-5e0b-4f3c-8a16-7d9e2b4f0c58', sectionName: 'قسم الكهرباء والتكييف' },
    ],
  },
  {
    _id: '7a5d1e3c-9f2b-4a6e-8c0d-1b3f5e7a9c2d',
    branchName: 'فرع جدة - الروبس',
    sections: [{ _id: 'e8f0a2c4-6b8d-4e1f-a3c5-7d9b1f3e5a70', sectionName: 'قسم الهياكل' }],
  },
  { _id: '2c4e6a8b-0d1f-4a3c-9e5b-7f1d3a5c7e9b', branchName: 'فرع الدمام - العدامة', sections: [] },
];

export const STORY_DEFAULT_SECTION = 'c41a7d92-5e0b-4f3c-8a16-7d9e2b4f0c58';

const copyOf = {
  ar: (name: string) => `نسخ معرّف ${name}`,
  en: (name: string) => `Copy the id of ${name}`,
};

export const ARABIC_PLACES_TEXTS: RoutingPlacesTexts = {
  label: 'الفروع والأقسام',
  branchId: 'معرّف الفرع (branchId)',
  sectionId: 'معرّف القسم (sectionId)',
  defaultSection: 'القسم الافتراضي',
  noSections: 'لا أقسام في هذا الفرع بعد',
  noBranches: 'لا فروع بعد: أضف فرعًا وقسمًا لتصل إليهما الطلبات',
  copyOf: copyOf.ar,
  copied: 'تم النسخ',
  copyFailed: 'تعذّر النسخ، حدّد النص وانسخه يدويًا',
};

export const ENGLISH_PLACES_TEXTS: RoutingPlacesTexts = {
  label: 'Branches and sections',
  branchId: 'Branch id (branchId)',
  sectionId: 'Section id (sectionId)',
  defaultSection: 'Default section',
  noSections: 'No sections in this branch yet',
  noBranches: 'No branches yet: add a branch and a section for orders to reach',
  copyOf: copyOf.en,
  copied: 'Copied',
  copyFailed: 'Could not copy; select the text and copy it by hand',
};

export const ARABIC_SAMPLES_TEXTS: CodeSamplesTexts = {
  label: 'لغة المثال',
  copyOf: (name: string) => `نسخ مثال ${name}`,
  copied: 'تم النسخ',
  copyFailed: 'تعذّر النسخ، حدّد النص وانسخه يدويًا',
};

export const ENGLISH_SAMPLES_TEXTS: CodeSamplesTexts = {
  label: 'Sample language',
  copyOf: (name: string) => `Copy the ${name} sample`,
  copied: 'Copied',
  copyFailed: 'Could not copy; select the text and copy it by hand',
};

export const STORY_SAMPLES: CodeSample[] = [
  {
    id: 'curl',
    label: 'curl',
    code: `curl -X POST "https://taseer.example/api/v1/integration/orders" \\
  -H "x-integration-key: $TASEER_KEY" \\
  -H "Idempotency-Key: chat-7f3a-msg-42" \\
  -H "content-type: application/json" \\
  -d '{"client":{"name":"محمد العتيبي","phone":{"dialCode":"+966","number":"0551234567"}},
       "vehicle":{"mark":"تويوتا","model":"كامري","year":2019},
       "pieces":[{"nameAr":"فلتر زيت","quantity":2}],
       "sectionId":"9b2e4f60-1c3d-4e8a-b7f5-0a6d2c8e1f34"}'`,
  },
  {
    id: 'javascript',
    label: 'JavaScript',
    code: `const answer = await fetch('https://taseer.example/api/v1/integration/orders', {
  method: 'POST',
  headers: {
    'x-integration-key': process.env.TASEER_KEY,
    'Idempotency-Key': conversation.messageId,
    'content-type': 'application/json',
  },
  body: JSON.stringify({ client, vehicle, pieces, sectionId }),
});
const { order } = await answer.json(); // order.orderRef: "RYN-00500"`,
  },
];
