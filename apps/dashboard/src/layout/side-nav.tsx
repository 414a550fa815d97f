import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { Link } from 'wouter';
import { cn } from '@taseer/ui';
import { useI18n } from '../i18n/i18n';
import { isActivePath } from './active-path';
import type { MenuEntry, MenuGroup, MenuLink } from './sidebar-menu';

interface SideNavProps {
  entries: readonly MenuEntry[];
  currentPath: string;
  /** Called after a link is followed (the drawer closes). */
  onNavigate?: () => void;
}

const itemClasses =
  'flex w-full items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus [&_svg]:size-5 [&_svg]:shrink-0';

function NavLink({
  entry,
  active,
  onNavigate,
  nested = false,
}: {
  entry: MenuLink;
  active: boolean;
  onNavigate?: () => void;
  nested?: boolean;
}) {
  const { t } = useI18n();
  const Icon = entry.icon;
  return (
    <Link
      href={entry.href}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      className={cn(
        itemClasses,
        nested && 'ps-11',
        active
          ? 'bg-primary-soft font-semibold text-primary-hover'
          : 'text-fg-muted hover:bg-surface-muted hover:text-fg',
      )}
    >
      {nested ? null : <Icon aria-hidden="true" />}
      {t(entry.labelKey)}
    </Link>
  );
}

function NavGroup({
  group,
  currentPath,
  onNavigate,
}: {
  group: MenuGroup;
  currentPath: string;
  onNavigate?: () => void;
}) {
  const { t } = useI18n();
  const listId = useId();
  const holdsActive = group.children.some((child) => isActivePath(currentPath, child.href));
  // Closed until clicked (specification, section 2), but open when one of its screens is shown.
  const [open, setOpen] = useState(holdsActive);
  const Icon = group.icon;
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className={cn(
          itemClasses,
          holdsActive ? 'text-fg' : 'text-fg-muted hover:bg-surface-muted hover:text-fg',
        )}
      >
        <Icon aria-hidden="true" />
        <span className="flex-1 text-start">{t(group.labelKey)}</span>
        <ChevronDown
          aria-hidden="true"
          className={cn('transition-transform motion-reduce:transition-none', open && 'rotate-180')}
        />
      </button>
      <ul id={listId} hidden={!open} className="mt-1 flex flex-col gap-1">
        {group.children.map((child) => (
          <li key={child.id}>
            <NavLink
              entry={child}
              active={isActivePath(currentPath, child.href)}
              onNavigate={onNavigate}
              nested
            />
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The role's menu as a navigation landmark: links mark the current screen, and the reports group
 * opens and closes on click.
 */
export function SideNav({ entries, currentPath, onNavigate }: SideNavProps) {
  const { t } = useI18n();
  return (
    <nav aria-label={t('nav.label')} className="flex-1 overflow-y-auto px-4 py-4">
      <ul className="flex flex-col gap-1">
        {entries.map((entry) =>
          entry.kind === 'link' ? (
            <li key={entry.id}>
              <NavLink
                entry={entry}
                active={isActivePath(currentPath, entry.href)}
                onNavigate={onNavigate}
              />
            </li>
          ) : (
            <NavGroup
              key={entry.id}
              group={entry}
              currentPath={currentPath}
              onNavigate={onNavigate}
            />
          ),
        )}
      </ul>
    </nav>
  );
}
