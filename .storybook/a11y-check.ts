/**
 * The accessibility gate of the test-runner: axe-core on the rendered story (portals included),
 * failing on violations of impact serious or critical.
 *
 * Why not only the a11y addon: its afterEach reports every impact to the runner, which then cannot
 * tell serious from moderate, and axe's own `color-contrast` rule skips Arabic text (it takes the
 * letters' joined shapes for an icon-font ligature), so this product's text would never be
 * checked. An extra rule, `color-contrast-arabic`, runs the same contrast check on elements whose
 * text is in Arabic script.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from './visual-regression.ts';

/** The subset of the a11y addon's `parameters.a11y` this gate honours. */
export interface A11yParameters {
  disable?: boolean;
  test?: 'off' | 'todo' | 'error';
  config?: { rules?: Array<{ id: string; enabled?: boolean }> };
}

export const FAILING_IMPACTS = ['serious', 'critical'];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: Array<{ target: string; html: string; summary: string }>;
}

const repoRoot = path.resolve(process.env.STORYBOOK_CONFIG_DIR ?? '.storybook', '..');
let axeSource: string | undefined;

async function injectAxe(page: Page): Promise<void> {
  const present = await page.evaluate(() => 'axe' in window);
  if (present) return;
  axeSource ??= readFileSync(path.join(repoRoot, 'node_modules/axe-core/axe.min.js'), 'utf8');
  await page.addScriptTag({ content: axeSource });
}

/** Runs in the page. */
async function runAxe(ruleSwitches: Record<string, { enabled: boolean }>): Promise<Violation[]> {
  interface AxeNode {
    target: unknown[];
    html: string;
    failureSummary?: string;
  }
  interface AxeViolation {
    id: string;
    impact?: string | null;
    help: string;
    helpUrl: string;
    nodes: AxeNode[];
  }
  interface Axe {
    reset(): void;
    configure(spec: unknown): void;
    run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }>;
  }
  const axe = (window as unknown as { axe: Axe }).axe;
  const arabicScript = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;
  axe.reset();
  axe.configure({
    rules: [
      {
        id: 'color-contrast-arabic',
        selector: '*',
        excludeHidden: true,
        tags: ['cat.color', 'wcag2aa', 'wcag143'],
        metadata: {
          description: 'Text in Arabic script must have enough contrast with its background',
          help: 'Elements must meet minimum color contrast ratio thresholds (Arabic text)',
          helpUrl: 'https://dequeuniversity.com/rules/axe/4.11/color-contrast',
        },
        matches: (node: Element) => {
          if (['OPTION', 'SELECT', 'SCRIPT', 'STYLE'].includes(node.tagName)) return false;
          if (node.closest(':disabled, [aria-disabled="true"], [inert]')) return false;
          const label = node.closest('label');
          const control = label?.control as HTMLInputElement | null | undefined;
          if (control?.disabled) return false;
          return Array.from(node.childNodes).some(
            (child) =>
              child.nodeType === Node.TEXT_NODE && arabicScript.test(child.nodeValue ?? ''),
          );
        },
        any: ['color-contrast'],
      },
    ],
  });
  const result = await axe.run(
    {
      include: [document.body],
      // Storybook's own furniture, always in the document.
      exclude: [['.sb-wrapper'], ['#storybook-docs'], ['#storybook-highlights-root']],
    },
    {
      resultTypes: ['violations'],
      // Stories show one component, not a page with landmarks.
      rules: { region: { enabled: false }, ...ruleSwitches },
    },
  );
  // While a modal layer (dialog, open select, menu) is up, Radix marks everything else
  // `aria-hidden` and flags it `data-aria-hidden`, and keeps focus inside the layer: the hidden
  // controls cannot be reached, so axe's aria-hidden-focus finding does not apply to them.
  const hiddenByModalLayer = (node: AxeNode) => {
    const selector = node.target[node.target.length - 1];
    const element = typeof selector === 'string' ? document.querySelector(selector) : null;
    return element?.getAttribute('data-aria-hidden') === 'true';
  };
  const violations = result.violations
    .map((violation) =>
      violation.id === 'aria-hidden-focus'
        ? { ...violation, nodes: violation.nodes.filter((node) => !hiddenByModalLayer(node)) }
        : violation,
    )
    .filter((violation) => violation.nodes.length > 0);
  return violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact ?? null,
    help: violation.help,
    helpUrl: violation.helpUrl,
    nodes: violation.nodes.map((node) => ({
      target: node.target.map(String).join(' '),
      html: node.html.length > 240 ? `${node.html.slice(0, 240)}…` : node.html,
      summary: node.failureSummary ?? '',
    })),
  }));
}

function describeViolations(storyId: string, violations: Violation[]): string {
  const lines = violations.flatMap((violation) => [
    `• ${violation.id} (${violation.impact}): ${violation.help}`,
    `  ${violation.helpUrl}`,
    ...violation.nodes.flatMap((node) => [
      `  at ${node.target}`,
      `    ${node.html}`,
      ...node.summary.split('\n').map((line) => `    ${line}`),
    ]),
  ]);
  return `Accessibility violations (serious or critical) in ${storyId}:\n${lines.join('\n')}`;
}

/** Throws when the story shows a serious or critical accessibility problem. */
export async function assertAccessible(
  page: Page,
  storyId: string,
  a11y: A11yParameters,
): Promise<void> {
  if (a11y.disable || a11y.test === 'off') return;
  await injectAxe(page);
  const switches = Object.fromEntries(
    (a11y.config?.rules ?? []).map((rule) => [rule.id, { enabled: rule.enabled !== false }]),
  );
  const violations = (await page.evaluate(runAxe, switches)).filter(
    (violation) => violation.impact !== null && FAILING_IMPACTS.includes(violation.impact),
  );
  if (violations.length > 0 && a11y.test !== 'todo') {
    throw new Error(describeViolations(storyId, violations));
  }
  if (violations.length > 0) console.warn(describeViolations(storyId, violations));
}
