import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
}

export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
        {icon && <Stack sx={{ color: 'text.secondary', fontSize: 40 }}>{icon}</Stack>}
        <Typography variant="h3" component="p">
          {title}
        </Typography>
        {description && (
          <Typography color="textSecondary" sx={{ maxWidth: '30rem' }}>
            {description}
          </Typography>
        )}
        {action}
      </Stack>
    </Paper>
  );
}
