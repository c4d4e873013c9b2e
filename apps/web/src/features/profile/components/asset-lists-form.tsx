import {
  ASSET_NAME_MAX_LENGTH,
  ASSET_TYPES,
  ASSETS_PER_TYPE_MAX,
  type AssetType,
  normaliseAssetNames,
  type ProfileAssets,
} from '@carnet/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes-guard.tsx';
import { useUpdateProfile } from '../api/update-profile.ts';

const ASSET_TYPE_HINTS: Record<AssetType, string> = {
  CRYPTO: 'Ex. : BTCUSDT, ETHUSDT',
  FOREX: 'Ex. : EURUSD, GBPJPY',
  STOCK: 'Ex. : AAPL, MSFT',
  FUTURES: 'Ex. : ES, NQ, GC',
  CFD: 'Ex. : NAS100, GER40',
};

/** docs/ui.md Profile: each text area holds comma-separated names (new lines are accepted too). */
function splitAssetNames(text: string): string[] {
  return normaliseAssetNames(text.split(/[,\n]/));
}

// The server's limits (packages/contract), checked here so that nothing is lost to a silent save failure.
const assetTextSchema = z.string().superRefine((text, context) => {
  const names = splitAssetNames(text);
  const tooLong = names.find((name) => name.length > ASSET_NAME_MAX_LENGTH);
  if (tooLong !== undefined) {
    context.addIssue({
      code: 'custom',
      message: `« ${tooLong} » : ${ASSET_NAME_MAX_LENGTH} caractères au maximum par actif.`,
    });
  }
  if (names.length > ASSETS_PER_TYPE_MAX) {
    context.addIssue({ code: 'custom', message: `${ASSETS_PER_TYPE_MAX} actifs au maximum par type.` });
  }
});

const assetListsSchema = z.object({
  CRYPTO: assetTextSchema,
  FOREX: assetTextSchema,
  STOCK: assetTextSchema,
  FUTURES: assetTextSchema,
  CFD: assetTextSchema,
} satisfies Record<AssetType, typeof assetTextSchema>);
type AssetListsText = z.infer<typeof assetListsSchema>;

function toText(assets: ProfileAssets): AssetListsText {
  return {
    CRYPTO: assets.CRYPTO.join(', '),
    FOREX: assets.FOREX.join(', '),
    STOCK: assets.STOCK.join(', '),
    FUTURES: assets.FUTURES.join(', '),
    CFD: assets.CFD.join(', '),
  };
}

export function AssetListsForm({ assets }: { assets: ProfileAssets }) {
  const updateProfile = useUpdateProfile();
  const form = useForm<AssetListsText>({
    resolver: zodResolver(assetListsSchema),
    defaultValues: toText(assets),
  });
  const unsavedChanges = useUnsavedChangesGuard(form.control);
  const { errors, isDirty } = form.formState;

  const save = form.handleSubmit((text) => {
    const patch = {
      assets: {
        CRYPTO: splitAssetNames(text.CRYPTO),
        FOREX: splitAssetNames(text.FOREX),
        STOCK: splitAssetNames(text.STOCK),
        FUTURES: splitAssetNames(text.FUTURES),
        CFD: splitAssetNames(text.CFD),
      },
    };
    updateProfile.mutate(patch, {
      onSuccess: (profile) => {
        form.reset(toText(profile.assets));
        toast.success('Actifs enregistrés');
      },
      // docs/ui.md#errors: a failed profile asset save is only logged.
      onError: (error) => console.error('Enregistrement des actifs impossible', error),
    });
  });

  return (
    <Card aria-labelledby="assets-title">
      <CardHeader
        titleId="assets-title"
        title="Actifs"
        description="Les noms proposés dans le formulaire de trade, par type d’actif, séparés par des virgules."
      />
      <CardBody>
        <form noValidate onSubmit={save} className="flex flex-col gap-4">
          {unsavedChanges.element}
          <div className="grid gap-4 lg:grid-cols-3">
            {ASSET_TYPES.map((assetType) => (
              <Field
                key={assetType}
                label={assetType}
                hint={ASSET_TYPE_HINTS[assetType]}
                error={errors[assetType]?.message}
              >
                {(control) => (
                  <Textarea
                    {...control}
                    {...form.register(assetType)}
                    rows={4}
                    spellCheck={false}
                    autoCapitalize="characters"
                    className="font-mono text-[13px]"
                  />
                )}
              </Field>
            ))}
          </div>
          <div className="flex items-center justify-end gap-3">
            {isDirty && <span className="text-xs text-fg-subtle">Modifications non enregistrées</span>}
            <Button
              type="submit"
              variant="primary"
              isLoading={updateProfile.isPending}
              loadingText="Enregistrement…"
            >
              Enregistrer les actifs
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}
