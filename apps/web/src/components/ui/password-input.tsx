import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { Input } from './input.tsx';

/** A password input with a show/hide toggle (docs/ui.md login screen; also where an account's password is set). */
export function PasswordInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  const [isVisible, setIsVisible] = useState(false);
  const Icon = isVisible ? EyeOff : Eye;
  return (
    <div className="relative">
      <Input type={isVisible ? 'text' : 'password'} className="pr-10" {...props} />
      <button
        type="button"
        onClick={() => setIsVisible((visible) => !visible)}
        aria-label={isVisible ? 'Masquer le mot de passe' : 'Afficher le mot de passe'}
        aria-pressed={isVisible}
        className="absolute top-1/2 right-1 flex size-7 -translate-y-1/2 items-center justify-center rounded text-fg-subtle hover:bg-surface-3 hover:text-fg"
      >
        <Icon aria-hidden className="size-4" />
      </button>
    </div>
  );
}
