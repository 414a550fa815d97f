import { Contract } from '../openapi/contract.js';
import { Permissions } from '../plugins/permissions.js';
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.js';
import { inTransaction } from '../db/transaction.js';
import type { Clock } from '../lib/clock.js';
import type { Phone } from '../lib/phone.js';
import type { AuthContext } from '../modules/identity/index.js';
import { createUser } from '../modules/auth/create-user.service.js';
import {
  issueDemoInvoices,
  saveTaxProfile,
  storeDevelopmentStamp,
} from '../modules/invoices/index.js';
import type { SecretBox } from '../lib/secret-box.js';
import type { ProcessedImage } from '../modules/images/index.js';
import { ensureSuperadmin, findAccountByPhone } from '../modules/users/users.repository.js';
import { buildCompanyActivity } from './demo-activity.js';
import { seedDemoConversations } from './demo-conversations.js';
import type { SeededBranch, SeededCompany } from './seeded-company.js';
import { DEMO_COMPANIES, DEMO_DIAL_CODE, type DemoCompany } from './demo-companies.js';
import { demoLogo } from './demo-logo.js';
import { SeededRandom } from './random.js';
import {
  findCompanyByPhone,
  hasAnyCompany,
  insertBranch,
  insertDemoRows,
  insertSection,
  lockSeeding,
  insertSellerSettings,
  setBranchManager,
  type DemoRows,
} from './seed.repository.js';

export interface SeedDependencies {
  db: Database;
  clock: Clock;
  /** The configured superadmin's phone: the demo signs in as it. */
  superadmin: Phone;
  /** The configured QUOTE_LINK_SECRET: the demo's quote links open on this server. */
  quoteLinkSecret: string;
  /** The local test gateway is served: the demo takes card payments through it. */
  localGateway: boolean;
  /** Seals the demo's development ZATCA key (the server's WEBHOOK_SECRET_KEY). */
  secrets: SecretBox;
}

export interface SeedSummary {
  companies: number;
  branches: number;
  sections: number;
  staff: number;
  clients: number;
  orders: number;
  pieces: number;
  notifications: number;
  invoices: number;
  conversations: number;
  milliseconds: number;
}

export type SeedOutcome =
  | { status: 'seeded'; summary: SeedSummary }
  /** The demo companies are there already (seeding again would only collide with them). */
  | { status: 'already-seeded' }
  /** Real companies exist: demo data is only written into an empty database at start. */
  | { status: 'not-empty' };

/** The demo is the same on every run: each company draws from its own fixed seed. */
const SEED_BASE = 20_240_601;
const HISTORY_DAYS = 730;
/** The companies began invoicing (ZATCA) this many days ago: earlier sales have no invoice. */
const INVOICING_DAYS = 45;

/**
 * Writes the demo platform in one transaction: all of it or nothing. Companies and staff are
 * created by the same service the API uses (so they obey the same rules); the two years of
 * orders behind them are bulk inserts.
 */
export async function seedDemoData(
  deps: SeedDependencies,
  options: { onlyIntoEmptyDatabase: boolean },
): Promise<SeedOutcome> {
  const started = performance.now();
  // Prepared by the build; drawn here (CPU work) only without it, before the transaction.
  const logos = await Promise.all(DEMO_COMPANIES.map((company) => demoLogo(company.logo)));

  return inTransaction(deps.db, async (tx) => {
    await lockSeeding(tx);
    const [firstDemo] = DEMO_COMPANIES;
    if (firstDemo && (await findCompanyByPhone(tx, demoPhone(firstDemo.phone)))) {
      return { status: 'already-seeded' };
    }
    if (options.onlyIntoEmptyDatabase && (await hasAnyCompany(tx))) return { status: 'not-empty' };

    const now = deps.clock.now();
    const superadminId = await ensureSuperadminId(tx, deps.superadmin, now);
    // Staff are created under the same permission table as through the API.
    const services = {
      db: tx,
      clock: deps.clock,
      permissions: new Permissions(Contract.load()),
      localGateway: deps.localGateway,
    };
    const summary: SeedSummary = {
      companies: 0,
      branches: 0,
      sections: 0,
      staff: 0,
      clients: 0,
      orders: 0,
      pieces: 0,
      notifications: 0,
      invoices: 0,
      conversations: 0,
      milliseconds: 0,
    };

    const rows: DemoRows[] = [];
    const companies: SeededCompany[] = [];
    for (const [index, demo] of DEMO_COMPANIES.entries()) {
      const company = await createCompany(services, superadminId, demo, logos[index], now);
      companies.push(company);
      summary.companies += 1;
      summary.branches += company.branches.length;
      summary.sections += company.branches.reduce((n, b) => n + b.sections.length, 0);
      summary.staff += company.branches.reduce(
        (n, b) => n + 1 + b.sections.reduce((m, s) => m + s.agentIds.length, 0),
        0,
      );
      rows.push(
        buildCompanyActivity(company, {
          now,
          random: new SeededRandom(SEED_BASE + index),
          newId: randomUUID,
          linkSecret: deps.quoteLinkSecret,
        }),
      );
    }
    rows.push(platformNotices(superadminId, now));

    for (const batch of rows) {
      await insertDemoRows(tx, batch);
      summary.clients += batch.clients.length;
      summary.orders += batch.orders.length;
      summary.pieces += batch.pieces.length;
      summary.notifications += batch.notifications.length;
    }
    const invoicingSince = new Date(now.getTime() - INVOICING_DAYS * 24 * 60 * 60 * 1000);
    for (const [index, company] of companies.entries()) {
      summary.invoices += await issueDemoInvoices(tx, company.id, invoicingSince, deps.secrets);
      // The first company reports to the local ZATCA stand-in from now on (a development
      // server has one): its new invoices are signed; the earlier ones keep the phase-1 QR.
      if (index === 0 && deps.localGateway) {
        await storeDevelopmentStamp(tx, company.id, deps.secrets, now);
        // Its WhatsApp number is the local stand-in's, with a few conversations.
        const staffId = company.branches[0]?.sections[0]?.agentIds[0] ?? company.id;
        summary.conversations += await seedDemoConversations(tx, {
          companyId: company.id,
          staffId,
          secrets: deps.secrets,
          now,
        });
      }
    }
    summary.milliseconds = Math.round(performance.now() - started);
    return { status: 'seeded', summary };
  });
}

function demoPhone(number: string): Phone {
  return { dialCode: DEMO_DIAL_CODE, number };
}

async function ensureSuperadminId(db: Database, phone: Phone, now: Date): Promise<string> {
  await ensureSuperadmin(db, { id: randomUUID(), phone, now });
  const account = await findAccountByPhone(db, phone);
  if (!account || account.role !== 'superadmin') {
    throw new Error('SUPERADMIN_PHONE belongs to a user with another role; cannot seed the demo');
  }
  return account.id;
}

/** The company, then each branch with its manager, then the branch's sections and their agents. */
async function createCompany(
  services: { db: Database; clock: Clock; permissions: Permissions; localGateway: boolean },
  superadminId: string,
  demo: DemoCompany,
  logo: ProcessedImage | undefined,
  now: Date,
): Promise<SeededCompany> {
  const asSuperadmin = context(superadminId, 'superadmin', null);
  const { user } = await createUser(
    services,
    asSuperadmin,
    {
      username: demo.username,
      email: demo.email,
      phone: demoPhone(demo.phone),
      role: 'admin',
      description: demo.description,
    },
    logo ? { image: logo } : {},
  );
  const companyId = user._id;
  const asCompany = context(companyId, 'admin', companyId);
  await saveTaxProfile(
    services.db,
    companyId,
    {
      legalNameAr: demo.username,
      issuingBranchId: null,
      ...demo.seller.tax,
    },
    now,
  );
  await insertSellerSettings(
    services.db,
    {
      companyId,
      vatNumber: demo.seller.vatNumber,
      commercialRegistration: demo.seller.commercialRegistration,
      contactPhone: demo.seller.contactPhone,
      whatsappPhone: demo.seller.whatsappPhone,
    },
    {
      companyId,
      // Card payments go through the local test gateway, which only a development server has.
      options: services.localGateway
        ? ['card', 'pay_on_pickup', 'bank_transfer']
        : ['pay_on_pickup', 'bank_transfer'],
      gatewayProvider: services.localGateway ? 'local' : null,
      bankName: demo.seller.bank.bankName,
      bankAccountName: demo.seller.bank.accountName,
      bankIban: demo.seller.bank.iban,
    },
  );
  // The organisation predates the two years of orders.
  const foundedAt = new Date(now.getTime() - (HISTORY_DAYS + 30) * 24 * 60 * 60 * 1000);

  const branches: SeededBranch[] = [];
  for (const branch of demo.branches) {
    const branchId = randomUUID();
    await insertBranch(services.db, {
      id: branchId,
      companyId,
      name: branch.name,
      address: branch.address,
      createdAt: foundedAt,
      updatedAt: foundedAt,
    });
    const manager = await createUser(services, asCompany, {
      username: branch.manager.username,
      email: branch.manager.email,
      phone: demoPhone(branch.manager.phone),
      role: 'manager',
      branch: branchId,
    });
    await setBranchManager(services.db, branchId, manager.user._id);

    const sections: SeededBranch['sections'][number][] = [];
    for (const section of branch.sections) {
      const sectionId = randomUUID();
      await insertSection(services.db, {
        id: sectionId,
        companyId,
        branchId,
        name: section.name,
        createdAt: foundedAt,
        updatedAt: foundedAt,
      });
      const agentIds: string[] = [];
      for (const agent of section.agents) {
        const created = await createUser(services, asCompany, {
          username: agent.username,
          email: agent.email,
          phone: demoPhone(agent.phone),
          role: 'agent',
          section: sectionId,
        });
        agentIds.push(created.user._id);
      }
      sections.push({ id: sectionId, name: section.name, kind: section.kind, agentIds });
    }
    branches.push({
      id: branchId,
      demo: branch,
      weight: branch.weight,
      managerId: manager.user._id,
      sections,
    });
  }
  return { id: companyId, demo, branches };
}

function context(userId: string, role: AuthContext['role'], companyId: string | null): AuthContext {
  return { userId, role, companyId, sessionId: 'demo-seed' };
}

function platformNotices(superadminId: string, now: Date): DemoRows {
  const notices = DEMO_COMPANIES.map((company, index) => ({
    id: randomUUID(),
    companyId: null,
    userId: superadminId,
    title: 'شركة جديدة على المنصة',
    message: `انضمت ${company.username} إلى تسعير`,
    path: '/company',
    isRead: index > 0,
    createdAt: new Date(now.getTime() - (index + 1) * 3 * 60 * 60 * 1000),
  }));
  return {
    clients: [],
    vehicles: [],
    orders: [],
    orderRefCounters: [],
    pieces: [],
    notifications: notices,
    conversationCounters: [],
    chatSettings: [],
    aiTasks: [],
    aiQuestions: [],
    quotes: [],
    quoteLinks: [],
    quoteDailyCounts: [],
    orderEvents: [],
    payments: [],
  };
}
