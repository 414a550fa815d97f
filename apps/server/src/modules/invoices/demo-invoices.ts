import { developmentCredentials } from '@taseer/zatca';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { lockOrder } from '../orders/index.js';
import { issueOrderInvoice } from './invoices.service.js';
import { saveStamp } from './stamp-settings.repository.js';

/**
 * The demo's invoices: each sale paid in full since `since`, in the order it was paid, issued at
 * the time of its last payment, so the chain and the numbers read as a shop's would. Older
 * sales predate invoicing in the story, and stay without.
 */
export async function issueDemoInvoices(
  tx: Database,
  companyId: string,
  since: Date,
  secrets: SecretBox,
): Promise<number> {
  const sales = rowsOf<{ order_id: string; paid_at: string | Date }>(
    await tx.execute(sql`
      select o.id as order_id, max(p.settled_at) as paid_at
      from orders o join payments p on p.order_id = o.id and p.status = 'paid'
      where o.company_id = ${companyId} and o.payment_status = 'paid'
      group by o.id
      having max(p.settled_at) >= ${since.toISOString()}::timestamptz
      order by 2, 1
    `),
  );
  let issued = 0;
  for (const sale of sales) {
    const order = await lockOrder(tx, null, sale.order_id);
    if (!order) continue;
    const outcome = await issueOrderInvoice(
      tx,
      order,
      { type: 'system' },
      new Date(sale.paid_at),
      secrets,
    );
    if (typeof outcome !== 'string') issued += 1;
  }
  return issued;
}

/** A development stamp for the local ZATCA stand-in: the demo's new invoices are signed and reported. */
export async function storeDevelopmentStamp(
  tx: Database,
  companyId: string,
  secrets: SecretBox,
  now: Date,
): Promise<void> {
  const credentials = developmentCredentials({ commonName: 'Taseer demo' });
  await saveStamp(
    tx,
    companyId,
    {
      environment: 'local',
      certificatePem: credentials.certificatePem,
      privateKeySealed: secrets.seal(credentials.privateKeyPem),
      apiSecretSealed: null,
    },
    now,
  );
}
