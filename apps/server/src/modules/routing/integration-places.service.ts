import type { Database } from '../../db/client.js';
import type { Reply } from '../../openapi/operation-types.js';
import type { AuthContext } from '../identity/index.js';
import { companyIdOf } from '../scope/index.js';
import { defaultSectionOf, placesOf } from './places.repository.js';

type IntegrationPlaces = Reply<'getIntegrationPlaces'>;

/** The company's branches and sections with their ids, and its default section. */
export async function integrationPlacesOf(
  db: Database,
  companyId: string,
): Promise<IntegrationPlaces> {
  const [branches, fallback] = await Promise.all([
    placesOf(db, companyId),
    defaultSectionOf(db, companyId),
  ]);
  return { branches, defaultSectionId: fallback?.sectionId ?? null };
}

/** The same, for the company's bot connection screen. */
export async function companyIntegrationPlaces(
  { db }: { db: Database },
  auth: AuthContext,
): Promise<IntegrationPlaces> {
  return integrationPlacesOf(db, companyIdOf(auth));
}
