import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface SectionHeaderProps {
  /** The heading's id, which the section names itself by (aria-labelledby). */
  headingId: string;
  title: ReactNode;
  /** What stands under the heading: a sentence on how to read the section. */
  children?: ReactNode;
  /** Buttons beside the heading; below it on a phone. */
  actions?: ReactNode;
}

/** The heading row of a chart's or a table's card: title and intro, with its actions beside. */
export function SectionHeader({ headingId, title, children, actions }: SectionHeaderProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ p: 2, pb: 1, justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography id={headingId} variant="h3" component="h2">
          {title}
        </Typography>
        {children}
      </Box>
      {actions}
    </Stack>
  );
}
