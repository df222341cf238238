import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface SectionCardProps {
  id: string;
  title: string;
  /** A count or short note beside the title. */
  meta?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}

/** One titled block of the portfolio page. */
export function SectionCard({ id, title, meta, action, children }: SectionCardProps) {
  return (
    <Card component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <CardContent
        sx={{
          display: 'grid',
          gap: 2,
          // The last row of a list needs no rule above the card's own edge.
          '& .MuiListItem-root:last-of-type': { borderBottom: 0 },
        }}
      >
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Typography id={id} variant="h2">
            {title}{' '}
            {meta !== undefined && (
              <Typography component="span" variant="body1" color="textSecondary">
                {meta}
              </Typography>
            )}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
