import { useQuery } from '@tanstack/react-query';
import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { ErrorState } from '../../components/ErrorState';
import { PageContainer } from '../../components/PageContainer';
import { can } from '../../lib/roles';
import { useSession } from '../../lib/session';
import { baselineFrom } from './organization-form';
import { organizationQueries } from '../../queries/organizations';
import { OrganizationForm } from './OrganizationForm';
import { OrganizationSummary } from './OrganizationSummary';
import { fieldPairSx, profileCardSx } from './profile-layout';

export default function OrganizationPage() {
  const { t } = useLingui();
  const { organization, role } = useSession();
  const name = organization.name;
  // A whole sentence per role: the role's name does not slot into every language's sentence.
  const roleName = role === 0 ? 'member' : role === 1 ? 'collaborator' : 'other';
  const query = useQuery(organizationQueries.detail(organization.id));
  const editable = can.editOrganization(role);

  return (
    <PageContainer
      title={t`Organization`}
      subtitle={
        editable
          ? name
            ? t`The profile of ${name}: name, website, contact, type and needs.`
            : t`The profile of your organization: name, website, contact, type and needs.`
          : name
            ? t`The profile of ${name}.`
            : t`The profile of your organization.`
      }
    >
      {!editable && (
        <Alert severity="info" variant="outlined">
          {t`${select(roleName, {
            member:
              'You are a member of this organization, so the profile is read only. Administrators can change it.',
            collaborator:
              'You are a collaborator of this organization, so the profile is read only. Administrators can change it.',
            other:
              'Your role can read the profile but not change it. Administrators can change it.',
          })}`}
        </Alert>
      )}
      {query.isPending ? (
        <ProfileSkeleton />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : editable ? (
        // Remounts per organization, so switching organization starts from that one's profile.
        <OrganizationForm
          key={organization.id}
          organizationId={organization.id}
          initial={baselineFrom(query.data, organization.name)}
        />
      ) : (
        <OrganizationSummary profile={query.data} name={organization.name} />
      )}
    </PageContainer>
  );
}

function ProfileSkeleton() {
  const { t } = useLingui();
  return (
    <Paper
      variant="outlined"
      role="status"
      aria-label={t`Loading the organization profile`}
      sx={profileCardSx}
    >
      <Skeleton variant="rounded" height={56} />
      <Box sx={fieldPairSx}>
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
      </Box>
      <Skeleton variant="rounded" height={72} />
      <Skeleton variant="rounded" height={56} />
      <Skeleton variant="rounded" width={160} height={36} sx={{ justifySelf: 'end' }} />
    </Paper>
  );
}
