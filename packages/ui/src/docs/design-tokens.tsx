import { useEffect, useState } from 'react';
import { StatusBadge } from '../primitives/badge/badge';

/** Reads a token's current value from the page, so the docs show what the CSS really says. */
function useCssVariable(name: string): string {
  const [value, setValue] = useState('');
  useEffect(() => {
    setValue(getComputedStyle(document.documentElement).getPropertyValue(name).trim());
  }, [name]);
  return value;
}

interface ColorToken {
  name: string;
  utility: string;
  use: string;
}

const COLOR_GROUPS: Array<{ title: string; tokens: ColorToken[] }> = [
  {
    title: 'Surfaces',
    tokens: [
      { name: 'canvas', utility: 'bg-canvas', use: 'Page background' },
      { name: 'surface', utility: 'bg-surface', use: 'Cards, dialogs, inputs' },
      { name: 'surface-muted', utility: 'bg-surface-muted', use: 'Table headers, hover' },
      { name: 'border', utility: 'border-border', use: 'Dividers, card edges' },
      { name: 'border-strong', utility: 'border-border-strong', use: 'Input borders' },
    ],
  },
  {
    title: 'Text',
    tokens: [
      { name: 'fg', utility: 'text-fg', use: 'Body text, headings' },
      { name: 'fg-muted', utility: 'text-fg-muted', use: 'Secondary text, hints' },
      { name: 'fg-subtle', utility: 'text-fg-subtle', use: 'Placeholders (still 4.5:1)' },
    ],
  },
  {
    title: 'Brand',
    tokens: [
      { name: 'primary', utility: 'bg-primary', use: 'Main actions, active states' },
      {
        name: 'primary-hover',
        utility: 'hover:bg-primary-hover',
        use: 'Hover, text on soft violet',
      },
      { name: 'primary-soft', utility: 'bg-primary-soft', use: 'Selected rows, secondary buttons' },
      { name: 'focus', utility: 'outline-focus', use: 'Keyboard focus ring' },
    ],
  },
  {
    title: 'Feedback',
    tokens: [
      { name: 'success', utility: 'text-success', use: 'Done, completed' },
      { name: 'success-soft', utility: 'bg-success-soft', use: 'Success backgrounds' },
      { name: 'danger', utility: 'text-danger / bg-danger', use: 'Errors, destructive actions' },
      { name: 'danger-soft', utility: 'bg-danger-soft', use: 'Error backgrounds' },
      { name: 'warning', utility: 'text-warning', use: 'Attention' },
      { name: 'warning-soft', utility: 'bg-warning-soft', use: 'Attention backgrounds' },
    ],
  },
  {
    title: 'Order status',
    tokens: [
      {
        name: 'status-pending',
        utility: 'bg-status-pending',
        use: 'Pending (قيد المراجعة): violet',
      },
      { name: 'status-completed', utility: 'bg-status-completed', use: 'Completed (مكتمل): green' },
      { name: 'status-canceled', utility: 'bg-status-canceled', use: 'Canceled (ملغي): red' },
    ],
  },
];

function Swatch({ token }: { token: ColorToken }) {
  const value = useCssVariable(`--color-${token.name}`);
  return (
    <div className="flex items-center gap-3 rounded-md border border-border bg-surface p-2">
      <span
        aria-hidden="true"
        className="size-10 shrink-0 rounded-sm border border-border"
        style={{ background: `var(--color-${token.name})` }}
      />
      <div className="flex min-w-0 flex-col text-xs" dir="ltr">
        <code className="font-semibold text-fg">--color-{token.name}</code>
        <span className="text-fg-muted">
          {value} · {token.utility}
        </span>
        <span className="text-fg-muted">{token.use}</span>
      </div>
    </div>
  );
}

export function ColorTokens() {
  return (
    <div className="flex flex-col gap-6">
      {COLOR_GROUPS.map((group) => (
        <section key={group.title} className="flex flex-col gap-2">
          <p className="text-sm font-semibold text-fg">{group.title}</p>
          <div className="grid grid-cols-[repeat(auto-fill,minmax(260px,1fr))] gap-2">
            {group.tokens.map((token) => (
              <Swatch key={token.name} token={token} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

export function StatusColors() {
  return (
    <div className="flex flex-wrap gap-3" dir="rtl">
      <StatusBadge status="pending" />
      <StatusBadge status="completed" />
      <StatusBadge status="canceled" />
    </div>
  );
}

const TYPE_SCALE = [
  { utility: 'text-xs', use: 'Hints, badges, table meta' },
  { utility: 'text-sm', use: 'Body of tables, forms, buttons' },
  { utility: 'text-base', use: 'Reading text' },
  { utility: 'text-lg', use: 'Card and dialog titles' },
  { utility: 'text-xl', use: 'Page sections' },
  { utility: 'text-2xl', use: 'Page titles' },
  { utility: 'text-3xl', use: 'Figures on stat cards' },
] as const;

export function TypeScale() {
  return (
    <div
      className="flex flex-col divide-y divide-border rounded-md border border-border bg-surface"
      dir="rtl"
    >
      {TYPE_SCALE.map(({ utility, use }) => (
        <div key={utility} className="flex items-baseline justify-between gap-6 px-4 py-3">
          <span className={`${utility} font-medium text-fg`}>طلب تسعير فلتر زيت 1,236</span>
          <code className="shrink-0 text-xs text-fg-muted" dir="ltr">
            {utility} · {use}
          </code>
        </div>
      ))}
    </div>
  );
}

const SPACING = [1, 2, 3, 4, 6, 8, 12] as const;

export function SpacingScale() {
  return (
    <div className="flex flex-col gap-2" dir="ltr">
      {SPACING.map((step) => (
        <div key={step} className="flex items-center gap-3 text-xs text-fg-muted">
          <code className="w-28">
            {step} → {step * 4}px
          </code>
          <span className="h-3 rounded-sm bg-primary" style={{ width: step * 4 }} />
        </div>
      ))}
    </div>
  );
}

const RADII = ['sm', 'md', 'lg', 'xl'] as const;
const SHADOWS = ['card', 'popover'] as const;

export function RadiusAndShadow() {
  return (
    <div className="flex flex-wrap gap-6" dir="ltr">
      {RADII.map((radius) => (
        <div key={radius} className="flex flex-col items-center gap-2 text-xs text-fg-muted">
          <span
            className="size-16 border border-border-strong bg-surface"
            style={{ borderRadius: `var(--radius-${radius})` }}
          />
          <code>rounded-{radius}</code>
        </div>
      ))}
      {SHADOWS.map((shadow) => (
        <div key={shadow} className="flex flex-col items-center gap-2 text-xs text-fg-muted">
          <span
            className="size-16 rounded-lg bg-surface"
            style={{ boxShadow: `var(--shadow-${shadow})` }}
          />
          <code>shadow-{shadow}</code>
        </div>
      ))}
    </div>
  );
}
