import { useMutation, useQueryClient } from '@tanstack/react-query';
import { $api, apiClient } from '../../../api/api-client';
import { unwrap } from '../../../api/api-error';
import { quoteTermsQueryOptions } from '../../../shared/quote-terms/quote-terms-query';
import { taxProfileQueryOptions } from '../../../shared/tax-profile/tax-profile-query';
import type { BranchAddressInput, TaxProfileUpdate } from '../tax-profile.schemas';

export { taxProfileQueryOptions };

/** The branches an invoice may name as its issuer: every branch of the company. */
export function issuingBranchOptionsQueryOptions() {
  return $api.queryOptions('get', '/api/v1/common/addsection');
}

/**
 * Replaces the company's tax profile (invoices issued from now on follow it). The VAT number and
 * the commercial registration are the quote terms' own: their screen, and the home's warning of
 * VAT without a VAT number, read them again.
 */
export function useUpdateTaxProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['put', '/api/v1/tax-profile'],
    mutationFn: async (profile: TaxProfileUpdate) =>
      unwrap(await apiClient.PUT('/api/v1/tax-profile', { body: profile })),
    onSuccess: async ({ profile }) => {
      client.setQueryData(taxProfileQueryOptions().queryKey, profile);
      await client.invalidateQueries({ queryKey: quoteTermsQueryOptions().queryKey });
    },
  });
}

/** Every branch with the national address its invoices carry (its own, or null: the company's). */
export function branchAddressesQueryOptions() {
  return $api.queryOptions('get', '/api/v1/tax-profile/branch-addresses');
}

export async function saveBranchAddress(branchId: string, address: BranchAddressInput) {
  return unwrap(
    await apiClient.PUT('/api/v1/tax-profile/branch-addresses/{id}', {
      params: { path: { id: branchId } },
      body: address,
    }),
  );
}

export async function removeBranchAddress(branchId: string) {
  return unwrap(
    await apiClient.DELETE('/api/v1/tax-profile/branch-addresses/{id}', {
      params: { path: { id: branchId } },
    }),
  );
}
