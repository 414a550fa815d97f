import { Star } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Badge } from '../../primitives/badge/badge';
import type { RoutingPlacesTexts } from './bot-connection-texts';
import { CopyableId } from './copyable-id';
import { useCopy } from './use-copy';

export interface RoutingPlace {
  _id: string;
  branchName: string;
  sections: readonly { _id: string; sectionName: string }[];
}

export interface RoutingPlacesProps {
  branches: readonly RoutingPlace[];
  /** The section that takes orders naming none; marked in the list. */
  defaultSectionId: string | null;
  /** Puts a value on the clipboard; resolves to whether it worked. */
  onCopy: (value: string) => Promise<boolean> | boolean;
  texts: RoutingPlacesTexts;
  className?: string;
}

/**
 * Where a bot may send orders: each branch with its id, and under it each section with its id,
 * every id ready to copy; the default section is marked.
 */
export function RoutingPlaces({
  branches,
  defaultSectionId,
  onCopy,
  texts,
  className,
}: RoutingPlacesProps) {
  const { copy, stateOf } = useCopy(onCopy);
  if (branches.length === 0) {
    return <p className={cn('text-sm text-fg-muted', className)}>{texts.noBranches}</p>;
  }
  return (
    <ul aria-label={texts.label} className={cn('flex flex-col gap-3', className)}>
      {branches.map((branch) => (
        <li key={branch._id} className="flex flex-col gap-3 rounded-lg border border-border p-4">
          <div className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold text-fg">{branch.branchName}</h3>
            <CopyableId
              label={texts.branchId}
              name={branch.branchName}
              value={branch._id}
              state={stateOf(branch._id)}
              onCopy={() => void copy(branch._id, branch._id)}
              texts={texts}
            />
          </div>
          {branch.sections.length === 0 ? (
            <p className="text-sm text-fg-muted">{texts.noSections}</p>
          ) : (
            <ul className="flex flex-col gap-3 border-s-2 border-border ps-4">
              {branch.sections.map((section) => (
                <li key={section._id} className="flex flex-col gap-2">
                  <span className="flex flex-wrap items-center gap-2 text-sm font-medium text-fg">
                    {section.sectionName}
                    {section._id === defaultSectionId ? (
                      <Badge tone="primary">
                        <Star aria-hidden="true" className="size-3" />
                        {texts.defaultSection}
                      </Badge>
                    ) : null}
                  </span>
                  <CopyableId
                    label={texts.sectionId}
                    name={section.sectionName}
                    value={section._id}
                    state={stateOf(section._id)}
                    onCopy={() => void copy(section._id, section._id)}
                    texts={texts}
                  />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
