import { clsx } from 'clsx';
import { LoaderCircle } from 'lucide-react';
import type { ComponentProps } from 'react';

type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
type ButtonSize = 'sm' | 'md' | 'icon';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-accent-solid text-accent-fg hover:bg-accent-solid-hover border-transparent shadow-sm',
  secondary: 'bg-surface-2 text-fg border-border hover:bg-surface-3 hover:border-border-strong',
  ghost: 'bg-transparent text-fg-muted border-transparent hover:bg-surface-2 hover:text-fg',
  danger: 'bg-loss-solid text-white border-transparent hover:bg-loss-solid-hover',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-7 px-2.5 text-xs gap-1.5',
  md: 'h-9 px-3.5 text-sm gap-2',
  icon: 'h-9 w-9 justify-center',
};

/** Shared by <Button> and links that must look like one. */
export function buttonStyles(variant: ButtonVariant = 'secondary', size: ButtonSize = 'md'): string {
  return clsx(
    'inline-flex shrink-0 items-center rounded-md border font-medium whitespace-nowrap transition-colors',
    'disabled:pointer-events-none disabled:opacity-50',
    VARIANTS[variant],
    SIZES[size],
  );
}

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  isLoading?: boolean;
  /** Replaces the label while loading, e.g. « Connexion… ». */
  loadingText?: string;
};

export function Button({
  variant = 'secondary',
  size = 'md',
  isLoading = false,
  loadingText,
  className,
  children,
  disabled,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={clsx(buttonStyles(variant, size), className)}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
      {isLoading && loadingText !== undefined ? loadingText : children}
    </button>
  );
}
