import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AttitudeIcon } from '../../components/AttitudeIcon';
import { audienceLabel, classificationInfo } from './attitude-labels';
import type { Attitude } from '../../queries/attitudes';

interface AttitudeCardProps {
  attitude: Attitude;
  onOpen: (id: string) => void;
}

export function AttitudeCard({ attitude, onOpen }: AttitudeCardProps) {
  const classification = classificationInfo(attitude.classification);
  const recommendations = attitude.content_recommendations.length;
  const studies = attitude.content_studies.length;
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
          {attitude.description || 'No description.'}
        </Typography>
        <Typography variant="caption" color="textSecondary">
          Model {attitude.model_version.name}
          {attitude.model_version.audience ? ` · ${attitude.model_version.audience}` : ''}
        </Typography>
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 2, pt: 0 }}>
        <Typography variant="caption" color="textSecondary">
          {plural(recommendations, 'recommendation')} · {plural(studies, 'study', 'studies')}
        </Typography>
        <Button
          size="small"
          onClick={() => onOpen(attitude.id)}
          aria-label={`View details of ${attitude.keyword}`}
        >
          View details
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

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

const cardSx = { display: 'flex', flexDirection: 'column', height: '100%', minWidth: 0 } as const;

const clampSx = {
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
} as const;
