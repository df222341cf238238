import { Link as RouterLink } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import Link from '@mui/material/Link';
import TrendIcon from '@mui/icons-material/ShowChart';
import { useSession } from '../../../lib/session';
import { segmentQueries } from '../../../queries/segments';

/**
 * "This configuration over time": the trend of a segment that holds the configuration in view
 * with at least one other, found among the organization's segments (already cached by the
 * report page's configuration list where the service lists no reports).
 */
export function TrendLink({ configurationId }: { configurationId: string | undefined }) {
  const { organization } = useSession();
  const segments = useQuery({
    ...segmentQueries.inOrganization(organization.id),
    enabled: configurationId !== undefined,
  });
  const segment = segments.data?.items.find(
    (item) =>
      item.configurations.length >= 2 &&
      item.configurations.some((configuration) => configuration.id === configurationId),
  );
  if (!segment) return null;
  return (
    <Link
      component={RouterLink}
      to={`/segments/${segment.id}/trend`}
      variant="body2"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <TrendIcon fontSize="small" aria-hidden />
      <Trans>This configuration over time</Trans>
    </Link>
  );
}
