import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import { isApiError } from '../../api/errors';
import { formatInteger } from '../../lib/format';

interface CountTileProps {
  label: string;
  icon: ReactNode;
  /** The filtered list the number stands for. */
  to: string;
  query: UseQueryResult<number | null>;
  caption: string;
  /** The retry button's text, "Retry portfolios". */
  retryLabel: string;
}

/** A count that opens the list behind it. */
export function CountTile({ label, icon, to, query, caption, retryLabel }: CountTileProps) {
  const { t } = useLingui();
  const body = (
    <CardContent>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          variant="rounded"
          sx={{ bgcolor: 'action.selected', color: 'primary.main', width: 48, height: 48 }}
        >
          {icon}
        </Avatar>
        <Stack sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="textSecondary" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography
            component="p"
            sx={{ fontSize: '1.875rem', fontWeight: 700, lineHeight: 1.2 }}
            aria-live="polite"
          >
            {query.isPending ? (
              <Skeleton width={56} aria-label={t`Loading`} />
            ) : query.isError ? (
              '—'
            ) : (
              formatInteger(query.data ?? Number.NaN)
            )}
          </Typography>
          <Typography variant="caption" color="textSecondary" noWrap>
            {query.isError ? t`Could not be loaded` : caption}
          </Typography>
        </Stack>
      </Stack>
    </CardContent>
  );

  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea component={RouterLink} to={to} sx={{ flexGrow: 1 }}>
        {body}
      </CardActionArea>
      {query.isError &&
        !(isApiError(query.error) && query.error.status < 500 && query.error.status >= 400) && (
          <Button
            size="small"
            onClick={() => void query.refetch()}
            sx={{ m: 1, alignSelf: 'flex-start' }}
          >
            {retryLabel}
          </Button>
        )}
    </Card>
  );
}
