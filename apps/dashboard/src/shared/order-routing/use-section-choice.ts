import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SelectOption } from '@taseer/ui';
import { staffFormOptionsQuery } from '../order-lists/api/filter-options';

const none: readonly SelectOption[] = [];

/**
 * A branch, then one of its sections, from the lists the staff forms use: a company picks the
 * branch (its sections load once picked); a manager gets its own branch's sections at once.
 * Picking another branch empties the section, which belonged to the old one.
 */
export function useSectionChoice({ choosesBranch }: { choosesBranch: boolean }) {
  const [branchId, setBranchId] = useState('');
  const [sectionId, setSectionId] = useState('');
  const branches = useQuery({ ...staffFormOptionsQuery(), enabled: choosesBranch });
  const forBranch = choosesBranch ? branchId || undefined : undefined;
  const sections = useQuery({
    ...staffFormOptionsQuery(forBranch),
    enabled: !choosesBranch || forBranch !== undefined,
  });
  return {
    choosesBranch,
    branchId,
    sectionId,
    chooseBranch(next: string) {
      setBranchId(next);
      setSectionId('');
    },
    chooseSection: setSectionId,
    branchOptions: branches.data?.branchOptions ?? none,
    sectionOptions: sections.data?.sectionOptions ?? none,
    loading: branches.isLoading || sections.isFetching,
    error: branches.error ?? sections.error,
    retry() {
      void branches.refetch();
      void sections.refetch();
    },
    /** The section waits until a company has picked its branch. */
    sectionWaits: choosesBranch && !branchId,
  };
}

export type SectionChoice = ReturnType<typeof useSectionChoice>;
