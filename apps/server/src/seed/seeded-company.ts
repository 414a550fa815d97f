import type { DemoBranch, DemoCompany, SectionKind } from './demo-companies.js';

/**
 * A demo company as written to the database: its record in demo-companies.ts with the ids its
 * rows were given, which the activity, the bots' content and the quotes are built from.
 */

export interface SeededSection {
  id: string;
  name: string;
  kind: SectionKind;
  agentIds: readonly string[];
}

export interface SeededBranch {
  id: string;
  demo: DemoBranch;
  weight: number;
  managerId: string;
  sections: readonly SeededSection[];
}

export interface SeededCompany {
  id: string;
  demo: DemoCompany;
  branches: readonly SeededBranch[];
}
