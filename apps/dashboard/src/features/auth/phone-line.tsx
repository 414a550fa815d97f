import type { ReactNode } from 'react';
import { formatPhone } from '@taseer/ui';
import type { PhoneValue } from './auth-navigation-state';

/**
 * "The code went to" and, on the line below, "+966 500000000 · Edit". The number stays
 * left-to-right in both languages, as dialled from abroad (no trunk 0 after the dial code).
 */
export function PhoneLine({
  intro,
  phone,
  action,
}: {
  intro: string;
  phone: PhoneValue;
  action: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1 text-sm leading-relaxed text-fg-muted">
      <p>{intro}</p>
      <p className="flex flex-wrap items-center gap-3">
        <span dir="ltr" className="text-base font-semibold tabular-nums text-fg">
          {formatPhone(phone)}
        </span>
        {action}
      </p>
    </div>
  );
}
