import { cva } from 'class-variance-authority';
import { UserRound } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn';
import { initialsOf, toneIndexFor } from './initials';

const avatarVariants = cva(
  'relative inline-flex shrink-0 select-none items-center justify-center overflow-hidden rounded-full align-middle',
  {
    variants: {
      size: {
        sm: 'size-8 text-xs',
        md: 'size-10 text-sm',
        lg: 'size-12 text-base',
        xl: 'size-16 text-xl',
      },
      shape: { circle: 'rounded-full', square: 'rounded-md' },
    },
    defaultVariants: { size: 'md', shape: 'circle' },
  },
);

const TONES = [
  'bg-primary-soft text-primary-hover',
  'bg-success-soft text-success',
  'bg-warning-soft text-warning',
  'bg-surface-muted text-fg-muted',
] as const;

export interface AvatarProps {
  /** The person's or company's name: the accessible name, and the initials when there is no image. */
  name: string;
  /** Image URL; initials show while it loads and if it fails. */
  src?: string | null;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** `square` for company logos. */
  shape?: 'circle' | 'square';
  className?: string;
}

/**
 * A picture of a person or a company logo. The initials, in a colour of the name's own, sit under
 * the image: they show while it loads and stay when it fails.
 */
export function Avatar({ name, src, size, shape, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const initials = initialsOf(name);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span
      // Without a name there is nothing to announce: the avatar is then decoration.
      {...(name.trim() ? { role: 'img', 'aria-label': name } : { 'aria-hidden': true })}
      className={cn(avatarVariants({ size, shape }), className)}
    >
      <span
        aria-hidden="true"
        className={cn(
          'flex size-full items-center justify-center font-semibold',
          TONES[toneIndexFor(name, TONES.length)],
        )}
      >
        {initials || <UserRound className="size-1/2" />}
      </span>
      {showImage && src ? (
        <img
          src={src}
          alt=""
          onError={() => setFailedSrc(src)}
          className="absolute inset-0 size-full object-cover"
        />
      ) : null}
    </span>
  );
}
