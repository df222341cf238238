import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { OrganizationProfile } from '../../queries/organizations';
import { isWebAddress, ORGANIZATION_TYPES } from './organization-form';

interface OrganizationSummaryProps {
  profile: OrganizationProfile | null;
  /** The name from the session, used when the service does not share the profile. */
  name: string | null;
}

/** The profile for those who may read but not change it. */
export function OrganizationSummary({ profile, name }: OrganizationSummaryProps) {
  const { t, i18n } = useLingui();
  const none = (
    <Typography component="span" color="textSecondary">
      <Trans>Not set</Trans>
    </Typography>
  );
  const unknown = (
    <Typography component="span" color="textSecondary">
      <Trans>Not shared by the service</Trans>
    </Typography>
  );
  const type = ORGANIZATION_TYPES.find((option) => option.value === profile?.organization_type);
  const typeLabel = type && i18n._(type.label);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: '47.5rem' }}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, max-content) 1fr' },
          columnGap: 3,
          rowGap: { xs: 0.5, sm: 2 },
        }}
      >
        <Row label={t`Name`}>{(profile ? profile.name : name) || none}</Row>
        <Row label={t`Website`}>
          {!profile ? (
            unknown
          ) : !profile.website ? (
            none
          ) : isWebAddress(profile.website) ? (
            <Link href={profile.website} target="_blank" rel="noopener noreferrer">
              {profile.website}
            </Link>
          ) : (
            profile.website
          )}
        </Row>
        <Row label={t`Primary contact phone`}>
          {!profile ? unknown : profile.primary_contact_phone || none}
        </Row>
        <Row label={t`Organization type`}>{!profile ? unknown : (typeLabel ?? none)}</Row>
        <Row label={t`Needs`}>
          {!profile ? (
            unknown
          ) : profile.needs.length === 0 ? (
            none
          ) : (
            <Box
              component="span"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}
            >
              {profile.needs.map((need) => (
                <Chip key={need} label={need} size="small" />
              ))}
            </Box>
          )}
        </Row>
      </Box>
    </Paper>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography
        component="dt"
        variant="body2"
        color="textSecondary"
        sx={{ pt: { xs: 1.5, sm: 0 }, '&:first-of-type': { pt: 0 } }}
      >
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}
