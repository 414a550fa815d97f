import { ChevronDown, Languages, LogOut, UserRound } from 'lucide-react';
import { useLocation } from 'wouter';
import {
  Avatar,
  cn,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@taseer/ui';
import { useI18n } from '../i18n/i18n';
import { useSignOut } from './use-sign-out';

/** The profile dropdown: Profile, the language switch and Logout (specification, section 2). */
export function AccountMenu({ name, image }: { name: string; image?: string | null }) {
  const { t, lang, toggleLang } = useI18n();
  const [, navigate] = useLocation();
  const { signOut, pending } = useSignOut();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={t('header.accountMenu')}
        className={cn(
          'flex items-center gap-2 rounded-full p-1 pe-2 transition-colors hover:bg-surface-muted',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        )}
      >
        <Avatar name={name} src={image} size="md" />
        <ChevronDown aria-hidden="true" className="size-4 text-fg-muted" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-52">
        <DropdownMenuItem
          icon={<UserRound aria-hidden="true" />}
          onSelect={() => navigate('/profile')}
        >
          {t('header.profile')}
        </DropdownMenuItem>
        <DropdownMenuItem icon={<Languages aria-hidden="true" />} onSelect={toggleLang}>
          <span lang={lang === 'ar' ? 'en' : 'ar'}>{t('language.switch')}</span>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          icon={<LogOut aria-hidden="true" className="rtl:-scale-x-100" />}
          danger
          disabled={pending}
          onSelect={signOut}
        >
          {t('header.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
