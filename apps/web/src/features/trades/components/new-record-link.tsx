import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button.tsx';

/** docs/ui.md « Nouveau » next to a select; its accessible name says what it creates (« Nouveau setup »). */
export function NewRecordLink({ to, what }: { to: string; what: string }) {
  return (
    <Link to={to} aria-label={`Nouveau ${what}`} className={buttonStyles('secondary', 'md')}>
      <Plus aria-hidden className="size-4" />
      Nouveau
    </Link>
  );
}
