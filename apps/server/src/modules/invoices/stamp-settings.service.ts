import { X509Certificate } from 'node:crypto';
import { developmentCredentials } from '@taseer/zatca';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { fieldError } from '../../errors.js';
import type { Clock } from '../../lib/clock.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { Body, Reply } from '../../openapi/operation-types.js';
import { change, lockAuditedRecord, recordAuditEvent, secretChange } from '../audit/index.js';
import type { AuthContext } from '../identity/index.js';
import { companyIdOf } from '../scope/index.js';
import { certificatePem, openStamp, stampProblem } from './stamp-credentials.js';
import {
  deleteStamp,
  findStamp,
  saveStamp,
  type StoredStamp,
} from './stamp-settings.repository.js';
import { hurryPendingJobs } from '../jobs/index.js';
import { ISSUE_CREDIT_NOTE_JOB, ISSUE_INVOICE_JOB } from './invoice-job-kinds.js';
import { reportCounts } from './tax-reports.repository.js';

export interface StampSettingsDeps {
  db: Database;
  clock: Clock;
  secrets: SecretBox;
  /** The local stand-in may be chosen: never on a production server. */
  localAvailable: boolean;
}

type ZatcaSettingsView = Reply<'getZatcaSettings'>;

async function viewOf(
  deps: StampSettingsDeps,
  companyId: string,
  stamp: StoredStamp | null,
): Promise<ZatcaSettingsView> {
  const certificate = stamp ? new X509Certificate(stamp.certificatePem) : null;
  return {
    environment: stamp?.environment ?? null,
    certificate: certificate
      ? {
          subject: certificate.subject,
          issuer: certificate.issuer,
          serialNumber: certificate.serialNumber,
          validFrom: new Date(certificate.validFrom).toISOString(),
          validTo: new Date(certificate.validTo).toISOString(),
        }
      : null,
    readable: !stamp || opens(deps, stamp),
    localAvailable: deps.localAvailable,
    reports: await reportCounts(deps.db, companyId),
  };
}

/** Whether the server can open the stored stamp's sealed key and secret. */
function opens(deps: StampSettingsDeps, stamp: StoredStamp): boolean {
  try {
    openStamp(stamp, deps.secrets);
    return true;
  } catch {
    return false;
  }
}

export async function getZatcaSettings(
  deps: StampSettingsDeps,
  auth: AuthContext,
): Promise<ZatcaSettingsView> {
  const companyId = companyIdOf(auth);
  return viewOf(deps, companyId, await findStamp(deps.db, companyId));
}

/**
 * Stores the company's stamp: the one ZATCA issued (checked: the key must sign what the
 * certificate verifies, on ZATCA's curve), or for the local stand-in a development key and
 * certificate made here. The key and the API secret are sealed; the audit log says only that
 * they changed.
 */
export async function updateZatcaSettings(
  deps: StampSettingsDeps,
  auth: AuthContext,
  input: Body<'updateZatcaSettings'>,
): Promise<Reply<'updateZatcaSettings'>> {
  const companyId = companyIdOf(auth);
  const stamp = checkedStamp(deps, input, companyId);
  const saved = await inTransaction(deps.db, async (tx) => {
    await lockAuditedRecord(tx, `zatca_settings:${companyId}`);
    const before = await findStamp(tx, companyId);
    const now = deps.clock.now();
    await saveStamp(tx, companyId, stamp, now);
    // Documents that waited for a stamp the server could read are issued now (their reports
    // follow on their own schedule, well inside ZATCA's 24 hours).
    for (const kind of [ISSUE_INVOICE_JOB, ISSUE_CREDIT_NOTE_JOB]) {
      await hurryPendingJobs(tx, kind, companyId, now);
    }
    await recordAuditEvent(tx, {
      companyId,
      action: 'zatca_settings.updated',
      actor: auth,
      target: { type: 'zatca_settings', id: null, label: null },
      changes: [
        change('zatcaEnvironment', 'text', before?.environment ?? null, stamp.environment),
        secretChange('stampCertificate', Boolean(before), true),
      ],
      now,
    });
    return stamp;
  });
  return {
    message: 'تم حفظ ربط الفوترة الإلكترونية بنجاح',
    settings: await viewOf(deps, companyId, saved),
  };
}

export async function deleteZatcaSettings(
  deps: StampSettingsDeps,
  auth: AuthContext,
): Promise<Reply<'deleteZatcaSettings'>> {
  const companyId = companyIdOf(auth);
  await inTransaction(deps.db, async (tx) => {
    await lockAuditedRecord(tx, `zatca_settings:${companyId}`);
    const before = await findStamp(tx, companyId);
    if (!(await deleteStamp(tx, companyId)) || !before) return;
    await recordAuditEvent(tx, {
      companyId,
      action: 'zatca_settings.updated',
      actor: auth,
      target: { type: 'zatca_settings', id: null, label: null },
      changes: [
        change('zatcaEnvironment', 'text', before.environment, null),
        secretChange('stampCertificate', true, false),
      ],
      now: deps.clock.now(),
    });
  });
  return {
    message: 'أُزيل ربط الفوترة الإلكترونية: تصدر الفواتير برمز المرحلة الأولى فقط',
    settings: await viewOf(deps, companyId, null),
  };
}

function checkedStamp(
  deps: StampSettingsDeps,
  input: Body<'updateZatcaSettings'>,
  companyId: string,
): StoredStamp {
  const certificate = input.certificate?.trim() || null;
  const privateKey = input.privateKey?.trim() || null;
  const apiSecret = input.apiSecret?.trim() || null;
  if (input.environment === 'local') {
    if (!deps.localAvailable) {
      throw fieldError('environment', 'بيئة التجربة المحلية غير متاحة على خادم الإنتاج');
    }
    if (!certificate && !privateKey) {
      const made = developmentCredentials({ commonName: `Taseer ${companyId.slice(0, 8)}` });
      return {
        environment: 'local',
        certificatePem: made.certificatePem,
        privateKeySealed: deps.secrets.seal(made.privateKeyPem),
        apiSecretSealed: null,
      };
    }
  }
  if (!certificate) throw fieldError('certificate', 'الصق الشهادة التي أصدرتها الهيئة');
  if (!privateKey) throw fieldError('privateKey', 'الصق المفتاح الخاص الذي أُنشئ مع طلب الشهادة');
  if (input.environment !== 'local' && !apiSecret) {
    throw fieldError('apiSecret', 'الصق الرمز السري الذي أصدرته الهيئة مع الشهادة');
  }
  const problem = stampProblem(certificate, privateKey);
  if (problem) {
    throw fieldError(problem.includes('الشهادة غير') ? 'certificate' : 'privateKey', problem);
  }
  return {
    environment: input.environment,
    certificatePem: certificatePem(certificate),
    privateKeySealed: deps.secrets.seal(privateKey),
    apiSecretSealed: apiSecret ? deps.secrets.seal(apiSecret) : null,
  };
}
