import { describe, expect, it } from 'vitest';
import contractText from '../../../openapi/dist/openapi.json?raw';
import { ANSWER_MAX, QUESTION_MAX, TASK_MAX, TITLE_MAX } from './features/ai/ai.schemas';
import { MAX_DRAFTS_PER_SAVE } from './features/ai/ai-draft';
import { SIGN_UP_INPUT_MAX, USERNAME_MIN } from './features/auth/auth.schemas';
import { ADDRESS_MAX } from './features/branches/branch.schemas';
import { CHAT_MESSAGE_MAX } from './features/chat-settings/chat-settings.schemas';
import { USERNAME_FILTER_MAX } from './features/companies/api/list-companies';
import { COMPANY_EMAIL_MAX, DESCRIPTION_MAX } from './features/companies/company.schemas';
import {
  BRAND_MAX,
  DELIVERY_DAYS_MAX,
  MAX_ALTERNATIVES,
  NOTE_MAX,
} from './features/quotes/quote-draft';
import {
  AMOUNT_MAX_HALALAS,
  REFERENCE_MAX,
  REFUND_REASON_MAX,
} from './shared/order-payments/payment.schemas';
import {
  ACCOUNT_NAME_MAX,
  BANK_NAME_MAX,
  GATEWAY_KEY_MAX,
  IBAN_INPUT_MAX,
  ONLINE_PERCENT_MAX,
  ONLINE_PERCENT_MIN,
  PAYMENT_OPTIONS,
} from './features/payment-settings/payment-settings.schemas';
import { PROFILE_EMAIL_MAX, PROFILE_NAME_MIN } from './features/profile/profile.schemas';
import {
  COMMERCIAL_REGISTRATION_INPUT_MAX,
  DELIVERY_FEE_MAX,
  MESSAGE_MAX,
  PHONE_INPUT_MAX,
  TERMS_MAX,
  VALIDITY_HOURS_MAX,
  VALIDITY_HOURS_MIN,
  VAT_RATE_MAX,
} from './features/quote-terms/quote-terms.schemas';
import { SECTION_FILTER_MAX } from './features/sections/api/list-sections';
import {
  ADDRESS_NUMBER_INPUT_MAX as TAX_ADDRESS_NUMBER_INPUT_MAX,
  CITY_MAX as TAX_CITY_MAX,
  COMMERCIAL_REGISTRATION_INPUT_MAX as TAX_REGISTRATION_INPUT_MAX,
  DISTRICT_MAX as TAX_DISTRICT_MAX,
  LEGAL_NAME_MAX as TAX_LEGAL_NAME_MAX,
  STREET_MAX as TAX_STREET_MAX,
  VAT_NUMBER_INPUT_MAX as TAX_VAT_NUMBER_INPUT_MAX,
} from './features/tax-settings/tax-profile.schemas';
import {
  API_SECRET_MAX as ZATCA_API_SECRET_MAX,
  CERTIFICATE_MAX as ZATCA_CERTIFICATE_MAX,
  PRIVATE_KEY_MAX as ZATCA_PRIVATE_KEY_MAX,
} from './features/tax-settings/zatca-settings.schemas';
import { SECTION_NAME_MAX, SECTION_NAME_MIN } from './features/sections/section.schemas';
import {
  EMPLOYEE_EMAIL_MAX,
  STAFF_EMAIL_MAX,
  STAFF_NAME_MAX,
  STAFF_NAME_MIN,
} from './features/staff/staff.schemas';
import {
  DESCRIPTION_MAX as WEBHOOK_DESCRIPTION_MAX,
  URL_MAX,
} from './features/webhooks/webhook.schemas';
import { NAME_MAX, PHONE_LENGTH } from './shared/forms/form-rules';
import { WAGE_INPUT_MAX, WAGE_MAX, WAGE_MIN } from './shared/forms/wage-rule';
import { MAX_PAGE, MAX_SEARCH_LENGTH } from './shared/lists/list-query';

/**
 * The forms' limits are written out where the forms use them, for reading; the bundled contract
 * is their one source of truth, and this test fails the moment the two part.
 */

type Schema = Record<string, unknown>;
type Bound = 'maxLength' | 'minLength' | 'maximum' | 'minimum' | 'maxItems';

const contract = JSON.parse(contractText) as Schema;

function pointer(ref: string): Schema {
  return ref
    .slice(2)
    .split('/')
    .reduce<Schema>((node, key) => node[key] as Schema, contract);
}

function resolve(schema: Schema): Schema {
  return typeof schema.$ref === 'string' ? resolve(pointer(schema.$ref)) : schema;
}

/**
 * A property of an object schema (looking through `allOf`, and the object of a `oneOf` with
 * null, such as the payment settings' gateway), or undefined.
 */
function property(schema: Schema, name: string): Schema | undefined {
  const node = resolve(schema);
  const own = (node.properties as Record<string, Schema> | undefined)?.[name];
  if (own) return resolve(own);
  for (const part of [
    ...((node.allOf as Schema[] | undefined) ?? []),
    ...((node.oneOf as Schema[] | undefined) ?? []),
  ]) {
    const found = property(part, name);
    if (found) return found;
  }
  return undefined;
}

function operation(method: string, path: string): Schema {
  const op = (contract.paths as Record<string, Record<string, Schema>>)[path]?.[method];
  if (!op) throw new Error(`No ${method.toUpperCase()} ${path} in the contract`);
  return op;
}

/** A field of a request body, as `a.b` or `list[].field`. */
function bodyField(method: string, path: string, field: string): Schema {
  const content = (operation(method, path).requestBody as Schema).content as Record<string, Schema>;
  const [body] = Object.values(content);
  let node = resolve(body?.schema as Schema);
  for (const step of field.split('.')) {
    const list = step.endsWith('[]');
    const found = property(node, list ? step.slice(0, -2) : step);
    if (!found) throw new Error(`No field ${field} in ${method.toUpperCase()} ${path}`);
    node = list ? resolve(found.items as Schema) : found;
  }
  return node;
}

function queryParameter(method: string, path: string, name: string): Schema {
  const parameters = ((operation(method, path).parameters as Schema[]) ?? []).map(resolve);
  const found = parameters.find((parameter) => parameter.name === name);
  if (!found) throw new Error(`No parameter ${name} in ${method.toUpperCase()} ${path}`);
  return resolve(found.schema as Schema);
}

function bound(schema: Schema, name: Bound): number {
  const value = schema[name];
  if (typeof value !== 'number') throw new Error(`The contract sets no ${name} here`);
  return value;
}

const body = (method: string, path: string, field: string, name: Bound) =>
  bound(bodyField(method, path, field), name);
const schemaBound = (schema: string, field: string, name: Bound) => {
  const found = property(pointer(`#/components/schemas/${schema}`), field);
  if (!found) throw new Error(`No field ${field} in ${schema}`);
  return bound(found, name);
};
const query = (method: string, path: string, parameter: string, name: Bound) =>
  bound(queryParameter(method, path, parameter), name);

describe('the forms stop where the contract does', () => {
  const same: [string, number, number][] = [
    // Sign-up (the company's own account).
    [
      'sign-up name min',
      USERNAME_MIN,
      body('post', '/api/v1/auth/registeradmin', 'username', 'minLength'),
    ],
    [
      'sign-up name max',
      SIGN_UP_INPUT_MAX,
      body('post', '/api/v1/auth/registeradmin', 'username', 'maxLength'),
    ],
    [
      'sign-up e-mail max',
      SIGN_UP_INPUT_MAX,
      body('post', '/api/v1/auth/registeradmin', 'email', 'maxLength'),
    ],
    // Companies, managers and employees (one registration call, one update call).
    [
      'person name min',
      STAFF_NAME_MIN,
      body('post', '/api/v1/auth/register', 'username', 'minLength'),
    ],
    [
      'person name max',
      STAFF_NAME_MAX,
      body('post', '/api/v1/auth/register', 'username', 'maxLength'),
    ],
    ['name max', NAME_MAX, body('put', '/api/v1/users/{id}', 'username', 'maxLength')],
    [
      'profile name min',
      PROFILE_NAME_MIN,
      body('put', '/api/v1/users/{id}', 'username', 'minLength'),
    ],
    [
      'manager e-mail max',
      STAFF_EMAIL_MAX,
      body('post', '/api/v1/auth/register', 'email', 'maxLength'),
    ],
    [
      'company description max',
      DESCRIPTION_MAX,
      body('post', '/api/v1/auth/register', 'description', 'maxLength'),
    ],
    [
      'wage box',
      WAGE_INPUT_MAX,
      body('post', '/api/v1/auth/register', 'defaultEmployeeCost', 'maxLength'),
    ],
    ['phone digits', PHONE_LENGTH, schemaBound('PhoneNumber', 'number', 'maxLength')],
    // The salary.
    ['salary min', WAGE_MIN, body('put', '/api/v1/users/salary', 'salary', 'minimum')],
    ['salary max', WAGE_MAX, body('put', '/api/v1/users/salary', 'salary', 'maximum')],
    // Branches and sections.
    ['branch name max', NAME_MAX, body('post', '/api/v1/branches/', 'branchName', 'maxLength')],
    ['branch address max', ADDRESS_MAX, body('post', '/api/v1/branches/', 'address', 'maxLength')],
    [
      'section name min',
      SECTION_NAME_MIN,
      body('post', '/api/v1/sections/', 'sectionName', 'minLength'),
    ],
    [
      'section name max',
      SECTION_NAME_MAX,
      body('post', '/api/v1/sections/', 'sectionName', 'maxLength'),
    ],
    // Bot content and chat messages.
    ['task max', TASK_MAX, body('post', '/api/v1/users/ai', 'task[].content', 'maxLength')],
    ['title max', TITLE_MAX, body('post', '/api/v1/users/ai', 'questions[].title', 'maxLength')],
    [
      'question max',
      QUESTION_MAX,
      body('post', '/api/v1/users/ai', 'questions[].question', 'maxLength'),
    ],
    ['answer max', ANSWER_MAX, body('post', '/api/v1/users/ai', 'questions[].answer', 'maxLength')],
    ['tasks per save', MAX_DRAFTS_PER_SAVE, body('post', '/api/v1/users/ai', 'task', 'maxItems')],
    [
      'pairs per save',
      MAX_DRAFTS_PER_SAVE,
      body('post', '/api/v1/users/ai', 'questions', 'maxItems'),
    ],
    [
      'preview question max',
      QUESTION_MAX,
      body('post', '/api/v1/users/ai/preview', 'question', 'maxLength'),
    ],
    [
      'welcome message max',
      CHAT_MESSAGE_MAX,
      body('put', '/api/v1/users/chatsetting/1', 'welcomeMessage', 'maxLength'),
    ],
    [
      'close message max',
      CHAT_MESSAGE_MAX,
      body('put', '/api/v1/users/chatsetting/1', 'closeMessage', 'maxLength'),
    ],
    [
      'rating message max',
      CHAT_MESSAGE_MAX,
      body('put', '/api/v1/users/chatsetting/1', 'ratingMessage', 'maxLength'),
    ],
    // Quotes and their terms.
    [
      'quote note max',
      NOTE_MAX,
      body('post', '/api/v1/orders/{id}/quotes', 'lines[].note', 'maxLength'),
    ],
    [
      'quote brand max',
      BRAND_MAX,
      body('post', '/api/v1/orders/{id}/quotes', 'lines[].options[].brand', 'maxLength'),
    ],
    [
      'delivery days max',
      DELIVERY_DAYS_MAX,
      body('post', '/api/v1/orders/{id}/quotes', 'lines[].options[].deliveryDays', 'maximum'),
    ],
    [
      'options per line',
      MAX_ALTERNATIVES,
      body('post', '/api/v1/orders/{id}/quotes', 'lines[].options', 'maxItems'),
    ],
    [
      'VAT rate max (typed in percent, sent in basis points)',
      VAT_RATE_MAX * 100,
      body('put', '/api/v1/quote-terms', 'vatRateBasisPoints', 'maximum'),
    ],
    [
      'validity min',
      VALIDITY_HOURS_MIN,
      body('put', '/api/v1/quote-terms', 'validityHours', 'minimum'),
    ],
    [
      'validity max',
      VALIDITY_HOURS_MAX,
      body('put', '/api/v1/quote-terms', 'validityHours', 'maximum'),
    ],
    [
      'delivery fee max',
      DELIVERY_FEE_MAX,
      body('put', '/api/v1/quote-terms', 'deliveryFee', 'maximum'),
    ],
    ['terms max', TERMS_MAX, body('put', '/api/v1/quote-terms', 'terms', 'maxLength')],
    [
      'quote message max',
      MESSAGE_MAX,
      body('put', '/api/v1/quote-terms', 'messageTemplate', 'maxLength'),
    ],
    [
      'commercial registration max',
      COMMERCIAL_REGISTRATION_INPUT_MAX,
      body('put', '/api/v1/quote-terms', 'commercialRegistration', 'maxLength'),
    ],
    [
      'contact phone max',
      PHONE_INPUT_MAX,
      body('put', '/api/v1/quote-terms', 'contactPhone', 'maxLength'),
    ],
    [
      'WhatsApp phone max',
      PHONE_INPUT_MAX,
      body('put', '/api/v1/quote-terms', 'whatsappPhone', 'maxLength'),
    ],
    // Payment settings, payments and refunds.
    [
      'payment options max',
      PAYMENT_OPTIONS.length,
      body('put', '/api/v1/payment-settings', 'options', 'maxItems'),
    ],
    [
      'online share min',
      ONLINE_PERCENT_MIN,
      body('put', '/api/v1/payment-settings', 'onlinePercent', 'minimum'),
    ],
    [
      'online share max',
      ONLINE_PERCENT_MAX,
      body('put', '/api/v1/payment-settings', 'onlinePercent', 'maximum'),
    ],
    [
      'publishable key max',
      GATEWAY_KEY_MAX,
      body('put', '/api/v1/payment-settings', 'gateway.publishableKey', 'maxLength'),
    ],
    [
      'secret key max',
      GATEWAY_KEY_MAX,
      body('put', '/api/v1/payment-settings', 'gateway.secretKey', 'maxLength'),
    ],
    [
      'bank name max',
      BANK_NAME_MAX,
      body('put', '/api/v1/payment-settings', 'bank.bankName', 'maxLength'),
    ],
    [
      'account name max',
      ACCOUNT_NAME_MAX,
      body('put', '/api/v1/payment-settings', 'bank.accountName', 'maxLength'),
    ],
    ['IBAN box', IBAN_INPUT_MAX, body('put', '/api/v1/payment-settings', 'bank.iban', 'maxLength')],
    [
      'payment amount max',
      AMOUNT_MAX_HALALAS,
      body('post', '/api/v1/orders/{id}/payments', 'amountHalalas', 'maximum'),
    ],
    [
      'payment reference max',
      REFERENCE_MAX,
      body('post', '/api/v1/orders/{id}/payments', 'reference', 'maxLength'),
    ],
    [
      'refund amount max',
      AMOUNT_MAX_HALALAS,
      body('post', '/api/v1/orders/{id}/payments/{paymentId}/refunds', 'amountHalalas', 'maximum'),
    ],
    [
      'refund reason max',
      REFUND_REASON_MAX,
      body('post', '/api/v1/orders/{id}/payments/{paymentId}/refunds', 'reason', 'maxLength'),
    ],
    // Tax settings: the tax profile and the ZATCA connection.
    [
      'tax legal name (Arabic) max',
      TAX_LEGAL_NAME_MAX,
      body('put', '/api/v1/tax-profile', 'legalNameAr', 'maxLength'),
    ],
    [
      'tax legal name (English) max',
      TAX_LEGAL_NAME_MAX,
      body('put', '/api/v1/tax-profile', 'legalNameEn', 'maxLength'),
    ],
    [
      'tax VAT number box',
      TAX_VAT_NUMBER_INPUT_MAX,
      body('put', '/api/v1/tax-profile', 'vatNumber', 'maxLength'),
    ],
    [
      'tax registration box',
      TAX_REGISTRATION_INPUT_MAX,
      body('put', '/api/v1/tax-profile', 'commercialRegistration', 'maxLength'),
    ],
    [
      'tax building number box',
      TAX_ADDRESS_NUMBER_INPUT_MAX,
      body('put', '/api/v1/tax-profile', 'address.buildingNumber', 'maxLength'),
    ],
    [
      'tax street max',
      TAX_STREET_MAX,
      body('put', '/api/v1/tax-profile', 'address.street', 'maxLength'),
    ],
    [
      'tax district max',
      TAX_DISTRICT_MAX,
      body('put', '/api/v1/tax-profile', 'address.district', 'maxLength'),
    ],
    ['tax city max', TAX_CITY_MAX, body('put', '/api/v1/tax-profile', 'address.city', 'maxLength')],
    [
      'tax postal code box',
      TAX_ADDRESS_NUMBER_INPUT_MAX,
      body('put', '/api/v1/tax-profile', 'address.postalCode', 'maxLength'),
    ],
    [
      'tax additional number box',
      TAX_ADDRESS_NUMBER_INPUT_MAX,
      body('put', '/api/v1/tax-profile', 'address.additionalNumber', 'maxLength'),
    ],
    [
      'ZATCA certificate max',
      ZATCA_CERTIFICATE_MAX,
      body('put', '/api/v1/zatca-settings', 'certificate', 'maxLength'),
    ],
    [
      'ZATCA private key max',
      ZATCA_PRIVATE_KEY_MAX,
      body('put', '/api/v1/zatca-settings', 'privateKey', 'maxLength'),
    ],
    [
      'ZATCA API secret max',
      ZATCA_API_SECRET_MAX,
      body('put', '/api/v1/zatca-settings', 'apiSecret', 'maxLength'),
    ],
    // Webhooks.
    ['webhook URL max', URL_MAX, body('post', '/api/v1/webhooks', 'url', 'maxLength')],
    [
      'webhook description max',
      WEBHOOK_DESCRIPTION_MAX,
      body('post', '/api/v1/webhooks', 'description', 'maxLength'),
    ],
    // The lists' address bar.
    ['page max', MAX_PAGE, query('get', '/api/v1/orders/', 'page', 'maximum')],
    ['search max', MAX_SEARCH_LENGTH, query('get', '/api/v1/orders/', 'search', 'maxLength')],
    [
      'managers search max',
      MAX_SEARCH_LENGTH,
      query('get', '/api/v1/users/managers', 'search', 'maxLength'),
    ],
    [
      'employees search max',
      MAX_SEARCH_LENGTH,
      query('get', '/api/v1/users/agents', 'search', 'maxLength'),
    ],
    [
      'branches search max',
      MAX_SEARCH_LENGTH,
      query('get', '/api/v1/branches/', 'search', 'maxLength'),
    ],
    [
      'companies name filter max',
      USERNAME_FILTER_MAX,
      query('get', '/api/v1/users/admins', 'username', 'maxLength'),
    ],
    [
      'sections name filter max',
      SECTION_FILTER_MAX,
      query('get', '/api/v1/sections/', 'sectionName', 'maxLength'),
    ],
  ];

  it.each(same)('%s: the form’s %d is the contract’s %d', (_name, form, contractBound) => {
    expect(form).toBe(contractBound);
  });
});

describe('boxes the specification keeps shorter than the contract', () => {
  // The specification caps these e-mail boxes at 30 (section 5); the contract accepts 50.
  const shorter: [string, number, number][] = [
    [
      'company e-mail',
      COMPANY_EMAIL_MAX,
      body('post', '/api/v1/auth/register', 'email', 'maxLength'),
    ],
    [
      'employee e-mail',
      EMPLOYEE_EMAIL_MAX,
      body('post', '/api/v1/auth/register', 'email', 'maxLength'),
    ],
    ['profile e-mail', PROFILE_EMAIL_MAX, body('put', '/api/v1/users/{id}', 'email', 'maxLength')],
  ];

  it.each(shorter)(
    '%s: the form’s %d stays within the contract’s %d',
    (_name, form, contractBound) => {
      expect(form).toBeLessThanOrEqual(contractBound);
    },
  );
});
