import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useProfile } from '../api/get-profile.ts';
import { AssetListsForm } from '../components/asset-lists-form.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';
import { IdentityCard } from '../components/identity-card.tsx';
import { ThemeCard } from '../components/theme-card.tsx';

function AssetListsSection() {
  const profile = useProfile();
  if (profile.data !== undefined) return <AssetListsForm assets={profile.data.assets} />;
  return (
    <Card aria-busy={profile.isPending}>
      <CardHeader title="Actifs" />
      <CardBody>
        {profile.isPending ? (
          <div className="grid gap-4 lg:grid-cols-3">
            <Skeleton className="h-28" />
            <Skeleton className="h-28" />
            <Skeleton className="h-28" />
          </div>
        ) : (
          // The form stays hidden rather than shown empty: saving it would erase the stored lists.
          <Button onClick={() => void profile.refetch()}>
            <RotateCw aria-hidden className="size-4" />
            Recharger les actifs
          </Button>
        )}
      </CardBody>
    </Card>
  );
}

export function ProfilePage() {
  return (
    <>
      <PageHeader title="Profil" description="Vos informations, vos listes d’actifs et vos préférences." />
      <div className="grid gap-4 lg:grid-cols-2">
        <IdentityCard />
        <ThemeCard />
        <div className="lg:col-span-2">
          <AssetListsSection />
        </div>
        <div className="lg:col-span-2">
          <ChangePasswordForm />
        </div>
      </div>
    </>
  );
}
