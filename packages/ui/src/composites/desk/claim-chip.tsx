import { CircleDashed, UserRound, UserRoundCheck, UserRoundPlus } from 'lucide-react';
import { cn } from '../../lib/cn';
import { focusRing } from '../../lib/focus-ring';
import { formatDate, type UiLocale } from '../../lib/format';
import { Badge, type BadgeTone } from '../../primitives/badge/badge';
import { Tooltip } from '../../primitives/tooltip/tooltip';
import type { ClaimTexts } from './desk-texts';
import type { ClaimView } from './desk-types';

export interface ClaimChipProps {
  /** Who is pricing the order; null while nobody has taken it. */
  claim: ClaimView | null;
  /** The words, in the reader's language. */
  texts: ClaimTexts;
  locale?: UiLocale;
  className?: string;
}

/**
 * Who is pricing an order: nobody yet (a dashed grey outline), the reader (violet), someone else
 * who took it, or someone a manager assigned it to. Its tooltip says when, and for an assignment
 * who made it. Only shows the state: taking, releasing and assigning are the app's actions.
 */
export function ClaimChip({ claim, texts, locale = 'ar', className }: ClaimChipProps) {
  const chip = 'cursor-default [&_svg]:size-3.5 [&_svg]:shrink-0';
  if (claim === null) {
    return (
      <Badge
        tone="neutral"
        data-claim="none"
        className={cn(chip, 'border border-dashed border-border-strong bg-transparent', className)}
      >
        <CircleDashed aria-hidden="true" />
        {texts.unclaimed}
      </Badge>
    );
  }
  const assigned = claim.kind === 'assigned';
  const name = claim.userName.trim();
  const label = assigned
    ? claim.mine
      ? texts.assignedToYou
      : texts.assignedTo(name)
    : claim.mine
      ? texts.mine
      : texts.with(name);
  const detail = assigned
    ? texts.assignedBy(claim.mine ? null : name, claim.assignedByName?.trim() || null)
    : claim.mine
      ? texts.claimedByYou
      : texts.claimedBy(name);
  const tone: BadgeTone = claim.mine ? 'primary' : 'neutral';
  const Icon = assigned ? UserRoundPlus : claim.mine ? UserRoundCheck : UserRound;
  return (
    <Tooltip
      content={
        <span className="flex flex-col">
          <span>{detail}</span>
          <time dateTime={claim.at} className="tabular-nums">
            {formatDate(claim.at, { locale, style: 'dateTime' })}
          </time>
        </span>
      }
    >
      {/* Focusable so keyboard users reach the details too; the chip itself does nothing. */}
      <Badge
        tabIndex={0}
        tone={tone}
        data-claim={claim.mine ? 'mine' : 'other'}
        data-kind={claim.kind}
        className={cn(chip, 'min-w-0 max-w-full shrink', focusRing, className)}
      >
        <Icon aria-hidden="true" />
        <span className="min-w-0 truncate">{label}</span>
      </Badge>
    </Tooltip>
  );
}
