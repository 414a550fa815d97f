import { Check, Copy } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from '../../primitives/button/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/tabs/tabs';
import type { CodeSamplesTexts } from './bot-connection-texts';
import { useCopy } from './use-copy';

export interface CodeSample {
  id: string;
  /** The tab's name ("curl", "JavaScript"). */
  label: string;
  code: string;
}

export interface CodeSamplesProps {
  samples: readonly CodeSample[];
  /** Puts the code on the clipboard; resolves to whether it worked. */
  onCopy: (value: string) => Promise<boolean> | boolean;
  texts: CodeSamplesTexts;
  className?: string;
}

/**
 * The same call in several languages, one tab each: the code left to right as written, scrolled
 * sideways rather than wrapped, with a copy button.
 */
export function CodeSamples({ samples, onCopy, texts, className }: CodeSamplesProps) {
  const { copy, stateOf } = useCopy(onCopy);
  const first = samples[0];
  if (!first) return null;
  return (
    <Tabs defaultValue={first.id} className={cn('flex min-w-0 flex-col gap-2', className)}>
      <TabsList aria-label={texts.label}>
        {samples.map((sample) => (
          <TabsTrigger key={sample.id} value={sample.id}>
            <span dir="ltr">{sample.label}</span>
          </TabsTrigger>
        ))}
      </TabsList>
      {samples.map((sample) => {
        const state = stateOf(sample.id);
        return (
          <TabsContent key={sample.id} value={sample.id} className="flex min-w-0 flex-col gap-2">
            <pre
              dir="ltr"
              tabIndex={0}
              className="max-h-96 min-w-0 overflow-auto rounded-lg border border-border bg-surface-muted p-4 text-start font-mono text-xs leading-relaxed text-fg"
            >
              <code>{sample.code}</code>
            </pre>
            <div className="flex flex-wrap items-center gap-2">
              <Button
                size="sm"
                variant="secondary"
                icon={
                  state === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />
                }
                onClick={() => void copy(sample.id, sample.code)}
              >
                {state === 'copied' ? texts.copied : texts.copyOf(sample.label)}
              </Button>
              {state === 'failed' ? (
                <span role="alert" className="text-xs font-medium text-danger">
                  {texts.copyFailed}
                </span>
              ) : null}
            </div>
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
