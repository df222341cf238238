import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { AttitudeIcon } from '../../components/AttitudeIcon';
import { audienceLabel, classificationInfo } from './attitude-labels';
import type { Attitude } from '../../queries/attitudes';

interface AttitudeCardProps {
  attitude: Attitude;
  onOpen: (id: string) => void;
}

export function AttitudeCard({ attitude, onOpen }: AttitudeCardProps) {
  const { t } = useLingui();
  const classification = classificationInfo(attitude.classification);
  const recommendations = attitude.content_recommendations.length;
  const studies = attitude.content_studies.length;
  const keyword = attitude.keyword;
  const model = attitude.model_version.name;
  const audience = attitude.model_version.audience;
  return (
    <Card component="article" aria-labelledby={`attitude-${attitude.id}`} sx={cardSx}>
      <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 1, alignContent: 'start' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <AttitudeIcon url={attitude.content_icon_url} size={36} />
          <Typography
            id={`attitude-${attitude.id}`}
            variant="h3"
            component="h2"
            sx={{ overflowWrap: 'break-word', minWidth: 0 }}
          >
            {attitude.keyword}
          </Typography>
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
          <Chip
            size="small"
            variant="outlined"
            color={classification.color}
            label={classification.label}
          />
          <Chip
            size="small"
            variant="outlined"
            label={audienceLabel(attitude.model_version.audience_type)}
          />
        </Stack>
        <Typography variant="body2" color="textSecondary" sx={clampSx}>
          {attitude.description || t`No description.`}
        </Typography>
        <Typography variant="caption" color="textSecondary">
          {audience ? t`Model ${model} · ${audience}` : t`Model ${model}`}
        </Typography>
      </CardContent>
      {/* Each side kept whole: where they do not fit side by side, the button moves under the
          counts and stays at the right. */}
      <CardActions
        disableSpacing
        sx={{ flexWrap: 'wrap', columnGap: 1, whiteSpace: 'nowrap', px: 2, pb: 2, pt: 0 }}
      >
        <Typography variant="caption" color="textSecondary">
          <Plural value={recommendations} one="# recommendation" other="# recommendations" />
          {' · '}
          <Plural value={studies} one="# study" other="# studies" />
        </Typography>
        <Button
          size="small"
          onClick={() => onOpen(attitude.id)}
          aria-label={t`View details of ${keyword}`}
          sx={{ ml: 'auto' }}
        >
          <Trans>View details</Trans>
        </Button>
      </CardActions>
    </Card>
  );
}

export function AttitudeCardSkeleton() {
  return (
    <Card sx={cardSx} aria-hidden>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Skeleton variant="rounded" width={36} height={36} sx={{ flexShrink: 0 }} />
          <Skeleton variant="text" width="60%" sx={{ fontSize: '1.25rem' }} />
        </Stack>
        <Skeleton variant="text" />
        <Skeleton variant="text" width="80%" />
        <Skeleton variant="text" width="40%" />
      </CardContent>
    </Card>
  );
}

const cardSx = { display: 'flex', flexDirection: 'column', height: '100%', minWidth: 0 } as const;

const clampSx = {
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;
