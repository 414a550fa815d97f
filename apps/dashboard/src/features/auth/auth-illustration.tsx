/**
 * A customer's part request and the shop's priced answer on a phone, with a brake disc and a price
 * tag around it. Drawn with the design tokens so it follows the palette; it is not mirrored in
 * English because it shows no reading order.
 */
export function AuthIllustration({ label }: { label: string }) {
  return (
    <svg viewBox="0 0 400 360" role="img" aria-label={label} className="h-auto w-full max-w-md">
      <circle cx="200" cy="182" r="150" fill="var(--color-surface)" opacity="0.55" />
      <circle cx="200" cy="182" r="104" fill="var(--color-surface)" opacity="0.6" />

      {/* phone */}
      <rect x="122" y="34" width="156" height="292" rx="26" fill="var(--color-fg)" />
      <rect x="131" y="43" width="138" height="274" rx="19" fill="var(--color-canvas)" />
      <rect x="180" y="51" width="40" height="7" rx="3.5" fill="var(--color-fg)" />

      {/* chat header */}
      <circle cx="152" cy="80" r="10" fill="var(--color-primary-soft)" />
      <path
        d="M147 80.5l3.5 3.5 6-7"
        stroke="var(--color-primary)"
        strokeWidth="2.2"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="168" y="74" width="58" height="6" rx="3" fill="var(--color-border-strong)" />
      <rect x="168" y="84" width="36" height="5" rx="2.5" fill="var(--color-border)" />
      <rect x="131" y="100" width="138" height="1.5" fill="var(--color-border)" />

      {/* the customer's request: a part photo and two lines */}
      <rect x="168" y="114" width="90" height="70" rx="12" fill="var(--color-surface)" />
      <rect x="176" y="122" width="74" height="34" rx="7" fill="var(--color-surface-muted)" />
      <circle
        cx="213"
        cy="139"
        r="12"
        fill="none"
        stroke="var(--color-fg-subtle)"
        strokeWidth="3"
      />
      <circle cx="213" cy="139" r="4" fill="var(--color-fg-subtle)" />
      <rect x="176" y="163" width="60" height="5" rx="2.5" fill="var(--color-border-strong)" />
      <rect x="176" y="172" width="40" height="5" rx="2.5" fill="var(--color-border)" />

      {/* the shop's answer with a price */}
      <rect x="142" y="196" width="100" height="58" rx="12" fill="var(--color-primary)" />
      <rect x="152" y="207" width="56" height="5" rx="2.5" fill="#ffffff" opacity="0.75" />
      <rect x="152" y="218" width="38" height="5" rx="2.5" fill="#ffffff" opacity="0.5" />
      <rect x="152" y="231" width="52" height="14" rx="7" fill="#ffffff" />
      <rect x="159" y="236" width="30" height="4" rx="2" fill="var(--color-primary)" />
      <path
        d="M222 240l5 5 9-11"
        stroke="#ffffff"
        strokeWidth="2.6"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />

      {/* typing field */}
      <rect x="141" y="284" width="98" height="22" rx="11" fill="var(--color-surface)" />
      <circle cx="252" cy="295" r="11" fill="var(--color-primary)" />

      {/* brake disc */}
      <g transform="translate(84 262)">
        <circle r="46" fill="var(--color-surface)" />
        <circle r="38" fill="none" stroke="var(--color-border-strong)" strokeWidth="8" />
        <circle
          r="17"
          fill="var(--color-surface-muted)"
          stroke="var(--color-fg-subtle)"
          strokeWidth="3"
        />
        <circle r="4.5" fill="var(--color-fg-subtle)" />
        {[0, 72, 144, 216, 288].map((angle) => (
          <circle
            key={angle}
            r="2.6"
            cx={10 * Math.cos((angle * Math.PI) / 180)}
            cy={10 * Math.sin((angle * Math.PI) / 180)}
            fill="var(--color-fg-subtle)"
          />
        ))}
        <path
          d="M-30 -26a40 40 0 0 1 22-14"
          stroke="var(--color-primary)"
          strokeWidth="8"
          strokeLinecap="round"
          fill="none"
        />
      </g>

      {/* price tag */}
      <g transform="translate(316 92) rotate(14)">
        <path
          d="M-34 -20h40a6 6 0 0 1 4.4 1.9l17 18.1a3 3 0 0 1 0 4l-17 18.1A6 6 0 0 1 6 24h-40a6 6 0 0 1-6-6v-32a6 6 0 0 1 6-6Z"
          fill="var(--color-success)"
        />
        <circle cx="14" cy="2" r="4" fill="var(--color-surface)" />
        <rect x="-30" y="-8" width="30" height="5" rx="2.5" fill="#ffffff" />
        <rect x="-30" y="3" width="20" height="5" rx="2.5" fill="#ffffff" opacity="0.7" />
      </g>

      {/* sparkles */}
      <path d="M330 226l3 8 8 3-8 3-3 8-3-8-8-3 8-3Z" fill="var(--color-primary)" opacity="0.55" />
      <path d="M70 120l2 5 5 2-5 2-2 5-2-5-5-2 5-2Z" fill="var(--color-primary)" opacity="0.45" />
    </svg>
  );
}
