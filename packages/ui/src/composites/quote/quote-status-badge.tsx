import { Badge, type BadgeTone } from '../../primitives/badge/badge';
import type { QuoteStatusTexts } from './quote-texts';
import type { QuoteStatus } from './quote-types';

const TONES: Record<QuoteStatus, BadgeTone> = {
  sent: 'primary',
  viewed: 'warning',
  accepted: 'success',
  declined: 'danger',
  expired: 'neutral',
  withdrawn: 'neutral',
  superseded: 'neutral',
};

export interface QuoteStatusBadgeProps {
  status: QuoteStatus;
  /** Whether staff have shared it yet: a sent quote nobody shared reads "ready to send". */
  shared?: boolean;
  /** Who reads it: the customer sees an open quote as awaiting his answer, never "viewed". */
  audience?: 'staff' | 'customer';
  /** The words, in the reader's language; the customer's badge needs `awaitingYourAnswer`. */
  texts: QuoteStatusTexts;
  className?: string;
}

/** Where a quote stands, in the customer's journey: sent, viewed, accepted, declined… */
export function QuoteStatusBadge({
  status,
  shared = true,
  audience = 'staff',
  texts,
  className,
}: QuoteStatusBadgeProps) {
  if (
    audience === 'customer' &&
    texts.awaitingYourAnswer !== undefined &&
    (status === 'sent' || status === 'viewed')
  ) {
    return (
      <Badge tone="primary" dot className={className}>
        {texts.awaitingYourAnswer}
      </Badge>
    );
  }
  const unshared = status === 'sent' && !shared;
  return (
    <Badge tone={unshared ? 'neutral' : TONES[status]} dot className={className}>
      {unshared ? texts.readyToSend : texts.status[status]}
    </Badge>
  );
}
