import { setTheme, THEME_LABELS, type Theme, useTheme } from '../../../app/theme/theme-store.ts';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/select.tsx';

const THEMES: readonly Theme[] = ['dark', 'light'];

/** docs/ui.md Profile: « Sombre (trading) » (default) or « Clair », stored in this browser only. */
export function ThemeCard() {
  const theme = useTheme();
  return (
    <Card aria-labelledby="theme-title">
      <CardHeader titleId="theme-title" title="Apparence" description="Enregistrée dans ce navigateur." />
      <CardBody>
        <Field label="Thème">
          {(control) => (
            <Select
              {...control}
              value={theme}
              onChange={(event) => setTheme(THEMES.find((each) => each === event.target.value) ?? 'dark')}
            >
              {THEMES.map((each) => (
                <option key={each} value={each}>
                  {THEME_LABELS[each]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </CardBody>
    </Card>
  );
}
