import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../src/generated/contract-types.js';
import { signIn } from './support/auth-helpers.js';
import { newestEvent } from './support/audit-fixtures.js';
import { createCompany, createOrg, SUPERADMIN_PHONE, type Org } from './support/org-fixtures.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * The seller's tax profile as its admin sets it for invoices: what is missing, saving and reading
 * back (the VAT number shared with the quote terms), refusals that name each field and store
 * nothing, another company's branch, who may read it, and the audit log's before and after.
 */

type TaxProfile = components['schemas']['TaxProfile'];
type FieldErrors = { message: string; errors: { field: string; message: string }[] };

const COMPLETE = {
  legalNameAr: 'شركة قطع الغيار المتحدة للسيارات',
  legalNameEn: 'United Auto Parts Co.',
  vatNumber: '310122393500003',
  commercialRegistration: '1010123456',
  address: {
    buildingNumber: '2322',
    street: 'طريق الملك فهد',
    district: 'العليا',
    city: 'الرياض',
    postalCode: '12211',
    additionalNumber: '8123',
  },
  issuingBranchId: null,
};

let t: TestApp;
let org: Org;
let otherToken: string;
let otherBranchId: string;

beforeAll(async () => {
  t = await createTestApp();
  const superadmin = (await signIn(t, SUPERADMIN_PHONE)).accessToken;
  org = await createOrg(t, superadmin);
  const other = await createCompany(t, superadmin);
  otherToken = other.token;
  const otherOrg = await createOrg(t, superadmin);
  otherBranchId = otherOrg.branchId;
});
afterAll(async () => t?.close());

const read = async (token: string): Promise<TaxProfile> => {
  const answer = await t.api.get('/api/v1/tax-profile', { token });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
};

const save = (token: string, body: unknown) =>
  t.api.request({ method: 'PUT', url: '/api/v1/tax-profile', token, body });

describe('the tax profile', () => {
  it('starts empty, naming everything an invoice needs', async () => {
    const profile = await read(otherToken);
    expect(profile.legalNameAr).toBeNull();
    expect(profile.missing).toEqual([
      'legalNameAr',
      'vatNumber',
      'commercialRegistration',
      'address.buildingNumber',
      'address.street',
      'address.district',
      'address.city',
      'address.postalCode',
      'address.additionalNumber',
    ]);
  });

  it('saves the whole profile, and the VAT number is the quote terms’ one', async () => {
    const saved = await save(org.company.token, { ...COMPLETE, issuingBranchId: org.branchId });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ message: string }>().message).toBe('تم حفظ الملف الضريبي بنجاح');

    const profile = await read(org.company.token);
    expect(profile).toEqual({ ...COMPLETE, issuingBranchId: org.branchId, missing: [] });
    const terms = await t.api.get('/api/v1/quote-terms', { token: org.company.token });
    expect(terms.json()).toMatchObject({
      vatNumber: COMPLETE.vatNumber,
      commercialRegistration: COMPLETE.commercialRegistration,
    });
  });

  it('refuses bad values naming each field, and changes nothing', async () => {
    const before = await read(org.company.token);
    const refused = await save(org.company.token, {
      ...COMPLETE,
      legalNameAr: 'United Auto Parts',
      vatNumber: '300000000000000',
      commercialRegistration: '12345',
      address: { ...COMPLETE.address, buildingNumber: '12', postalCode: 'ABCDE' },
    });
    expect(refused.statusCode).toBe(400);
    const body = refused.json<FieldErrors>();
    expect(body.errors.map((error) => error.field).sort()).toEqual([
      'address.buildingNumber',
      'address.postalCode',
      'commercialRegistration',
      'legalNameAr',
      'vatNumber',
    ]);
    expect(body.message).toBe('الملف الضريبي غير صالح');
    expect(await read(org.company.token)).toEqual(before);
  });

  it('refuses another company’s branch as if it did not exist', async () => {
    const refused = await save(org.company.token, { ...COMPLETE, issuingBranchId: otherBranchId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<FieldErrors>().errors).toEqual([
      { field: 'issuingBranchId', message: 'الفرع المختار غير موجود' },
    ]);
    expect((await read(org.company.token)).issuingBranchId).toBe(org.branchId);
  });

  it('keeps a partial profile and says what is still missing', async () => {
    const saved = await save(otherToken, {
      ...COMPLETE,
      vatNumber: null,
      address: { ...COMPLETE.address, street: '  ', city: null },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ profile: TaxProfile }>().profile.missing).toEqual([
      'vatNumber',
      'address.street',
      'address.city',
    ]);
  });

  it('is the admin’s alone', async () => {
    for (const token of [org.manager.token, org.agent.token]) {
      expect((await t.api.get('/api/v1/tax-profile', { token })).statusCode).toBe(403);
      expect((await save(token, COMPLETE)).statusCode).toBe(403);
    }
  });

  it('writes each change to the audit log with its before and after, the branch by name', async () => {
    const saved = await save(org.company.token, {
      ...COMPLETE,
      address: { ...COMPLETE.address, city: 'جدة' },
      issuingBranchId: null,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const event = await newestEvent(t, org.company.token, 'tax_profile.updated');
    expect(event?.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'city', before: 'الرياض', after: 'جدة' }),
        expect.objectContaining({ field: 'issuingBranch', before: 'فرع الرياض', after: null }),
      ]),
    );
    expect(event?.changes).toHaveLength(2);
  });
});
