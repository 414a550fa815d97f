import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Direction } from 'radix-ui';
import { cn } from '../../lib/cn';
import { OTP_LENGTH, pastedCode, readBoxEntry, retypesSameDigit } from './otp-entry';

export interface OtpInputProps {
  /** The digits, one string per box ('' for an empty box); omit to let the component keep them. */
  value?: string[];
  defaultValue?: string[];
  onChange?: (digits: string[]) => void;
  /** Called with the whole code each time the last empty box is filled. */
  onComplete?: (code: string) => void;
  /** Called when focus leaves the whole group (to mark the field as touched). */
  onBlur?: () => void;
  length?: number;
  /** Error message shown under the boxes; the boxes are marked invalid while it is set. */
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Accessible name of the group. */
  label?: string;
  /** Accessible name of each box, from its 1-based position. */
  boxLabel?: (position: number, length: number) => string;
  className?: string;
}

const emptyCode = (length: number) => Array.from({ length }, () => '');

/**
 * Single-digit boxes for a one-time code. The first digit sits at the reading start: at the
 * right in Arabic, at the left in English. Typing moves to the next box, Backspace on an empty box
 * goes back, only digits are kept, and pasting (or the phone's SMS autofill) fills every box.
 */
export function OtpInput({
  value,
  defaultValue,
  onChange,
  onComplete,
  onBlur,
  length = OTP_LENGTH,
  error,
  disabled = false,
  autoFocus = false,
  label = 'رمز التحقق',
  boxLabel = (position, total) => `الرقم ${position} من ${total}`,
  className,
}: OtpInputProps) {
  const [ownDigits, setOwnDigits] = useState(() => normalise(defaultValue, length));
  const digits = value ? normalise(value, length) : ownDigits;
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const errorId = useId();
  const dir = Direction.useDirection();

  const focusBox = (index: number) => {
    const box = boxes.current[Math.min(Math.max(index, 0), length - 1)];
    box?.focus();
    box?.select();
  };

  const commit = (next: string[]) => {
    if (!value) setOwnDigits(next);
    onChange?.(next);
    const wasComplete = digits.every((d) => d !== '');
    if (next.every((d) => d !== '') && (!wasComplete || next.join('') !== digits.join(''))) {
      onComplete?.(next.join(''));
    }
  };

  const handleChange = (index: number, raw: string) => {
    const entry = readBoxEntry(raw, length);
    if (entry.kind === 'reject') return;
    if (entry.kind === 'fill') {
      commit(entry.digits);
      focusBox(length - 1);
      return;
    }
    const next = [...digits];
    next[index] = entry.value;
    commit(next);
    if (entry.value !== '' && index < length - 1) focusBox(index + 1);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    // Arrow keys follow what the eye sees: in RTL the next box is on the left.
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === forward) {
      event.preventDefault();
      focusBox(index + 1);
    } else if (event.key === backward) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'Home') {
      event.preventDefault();
      focusBox(0);
    } else if (event.key === 'End') {
      event.preventDefault();
      focusBox(length - 1);
    } else if (
      retypesSameDigit(event.key, digits[index] ?? '') &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey
    ) {
      // Typing over a code: the same digit again leaves the box as it is, and moves on.
      event.preventDefault();
      if (index < length - 1) focusBox(index + 1);
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const code = pastedCode(event.clipboardData.getData('text'), length);
    event.preventDefault();
    if (!code) return;
    commit(code);
    focusBox(length - 1);
  };

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div
        role="group"
        aria-label={label}
        className="flex gap-3"
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
        }}
      >
        {digits.map((digit, index) => (
          <input
            // The boxes never reorder, so their position is their identity.
            key={index}
            ref={(node) => {
              boxes.current[index] = node;
            }}
            value={digit}
            onChange={(event) => handleChange(index, event.target.value)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={handlePaste}
            onFocus={(event) => event.target.select()}
            aria-label={boxLabel(index + 1, length)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            autoFocus={autoFocus && index === 0}
            inputMode="numeric"
            pattern="[0-9]*"
            dir="ltr"
            disabled={disabled}
            className={cn(
              'size-14 rounded-md border bg-surface text-center text-2xl font-semibold text-fg tabular-nums',
              'transition-colors outline-none focus-visible:border-primary focus-visible:ring-3 focus-visible:ring-focus/40',
              'disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-fg-subtle',
              error ? 'border-danger bg-danger-soft/40' : 'border-border-strong',
              digit !== '' && !error && 'border-primary',
            )}
          />
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function normalise(digits: string[] | undefined, length: number): string[] {
  const base = emptyCode(length);
  digits?.slice(0, length).forEach((d, i) => {
    base[i] = /^\d$/.test(d) ? d : '';
  });
  return base;
}
