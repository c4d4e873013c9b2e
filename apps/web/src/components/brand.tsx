import { clsx } from 'clsx';

/** « Carnet »: a rising equity line in a rounded square, then the name. */
export function Brand({ className, showName = true }: { className?: string; showName?: boolean }) {
  return (
    <span className={clsx('inline-flex items-center gap-2 font-semibold tracking-tight text-fg', className)}>
      <svg aria-hidden viewBox="0 0 32 32" className="size-6 shrink-0">
        <rect width="32" height="32" rx="7" className="fill-accent" />
        <path
          d="M6 22l6-7 5 4 9-11"
          fill="none"
          stroke="white"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {showName && <span className="text-[15px]">Carnet</span>}
    </span>
  );
}
