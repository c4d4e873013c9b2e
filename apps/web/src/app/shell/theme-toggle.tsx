import { Moon, Sun } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { setTheme, useTheme } from '../theme/theme-store.ts';

export function ThemeToggle() {
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  const Icon = theme === 'dark' ? Sun : Moon;
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => setTheme(next)}
      aria-label={next === 'light' ? 'Passer au thème clair' : 'Passer au thème sombre'}
      title={next === 'light' ? 'Thème clair' : 'Thème sombre'}
    >
      <Icon aria-hidden className="size-4" />
    </Button>
  );
}
