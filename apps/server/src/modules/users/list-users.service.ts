import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Phone } from '../../lib/phone.js';
import type { Query } from '../../openapi/operation-types.js';
import type { AuthContext } from '../identity/index.js';
import { scopeOf } from '../scope/index.js';
import { findBranchInCompany } from './users.repository.js';
import { cappedPages, type PageCount } from '../../lib/paging.js';
import {
  listCompanies,
  listManagerOptions,
  listStaff,
  type CompanyRow,
  type StaffRow,
} from './user-lists.repository.js';
import { imagePath } from './user-view.js';

const DEFAULT_EMPLOYEE_COST = 200;

/** The contract's `Company`: a row of the companies list. */
export interface CompanyView {
  _id: string;
  username: string;
  email: string | null;
  phone: Phone;
  description: string | null;
  image: string | null;
  defaultEmployeeCost: number;
  isActive: boolean;
  createdAt: string;
  totalSections: number;
  totalBranches: number;
  totalEmployees: number;
  totalConversations: number;
}

/** The contract's `StaffMember`: a row of the managers or employees list. */
export interface StaffMemberView {
  _id: string;
  username: string;
  email: string | null;
  phone: Phone;
  image: string | null;
  role: 'manager' | 'agent';
  section: string | null;
  sectionName: string | null;
  branch: string | null;
  branchName: string | null;
  companyId: string;
  adminName: string | null;
  companyName: string | null;
  createdAt: string;
}

export async function listCompaniesPage(
  db: Database,
  query: Query<'listAdmins'>,
): Promise<{ admins: CompanyView[] } & PageCount> {
  const { rows, counted } = await listCompanies(db, query, query);
  return { admins: rows.map(companyView), ...cappedPages(counted, query) };
}

export async function listManagersPage(
  db: Database,
  auth: AuthContext,
  query: Query<'listManagers'>,
): Promise<{ managers: StaffMemberView[] } & PageCount> {
  const scope = await scopeOf(db, auth);
  const { rows, counted } = await listStaff(db, 'manager', scope, query.search, query);
  return { managers: rows.map(staffMemberView), ...cappedPages(counted, query) };
}

export async function listAgentsPage(
  db: Database,
  auth: AuthContext,
  query: Query<'listAgents'>,
): Promise<{ agents: StaffMemberView[] } & PageCount> {
  const scope = await scopeOf(db, auth);
  const { rows, counted } = await listStaff(db, 'agent', scope, query.search, query);
  return { agents: rows.map(staffMemberView), ...cappedPages(counted, query) };
}

/** Dropdown options of the company's managers for a branch form. */
export async function managerOptions(
  db: Database,
  auth: AuthContext,
  branchId: string | undefined,
): Promise<{ managers: { id: string; value: string }[] }> {
  const companyId = auth.companyId;
  if (!companyId) throw new AppError('FORBIDDEN');
  if (branchId && !(await findBranchInCompany(db, companyId, branchId))) {
    throw new AppError('BRANCH_NOT_FOUND');
  }
  const rows = await listManagerOptions(db, companyId, branchId ?? null);
  return { managers: rows.map((row) => ({ id: row.id, value: row.username })) };
}

function companyView(row: CompanyRow): CompanyView {
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    phone: { dialCode: row.dialCode, number: row.phoneNumber },
    description: row.description,
    image: imagePath(row.imageId),
    defaultEmployeeCost: row.defaultEmployeeCost ?? DEFAULT_EMPLOYEE_COST,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    totalSections: row.totalSections,
    totalBranches: row.totalBranches,
    totalEmployees: row.totalEmployees,
    totalConversations: row.totalConversations,
  };
}

function staffMemberView(row: StaffRow): StaffMemberView {
  return {
    _id: row.id,
    username: row.username,
    email: row.email,
    phone: { dialCode: row.dialCode, number: row.phoneNumber },
    image: imagePath(row.imageId),
    role: row.role,
    section: row.sectionId,
    sectionName: row.sectionName,
    branch: row.branchId,
    branchName: row.branchName,
    companyId: row.companyId,
    adminName: row.companyName,
    companyName: row.companyName,
    createdAt: row.createdAt.toISOString(),
  };
}
