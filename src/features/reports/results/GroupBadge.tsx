import Box from '@mui/material/Box';

/**
 * "A" or "B" in a ring of the group's chart colour: A's ring is hollow, B's filled, as the charts
 * draw them. The letter stays in the text colour (on B, in the paper colour) for its contrast.
 */
export function GroupBadge({ group, size = 24 }: { group: 'A' | 'B'; size?: number }) {
  const a = group === 'A';
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: '50%',
        border: 2,
        borderColor: a ? 'secondary.main' : 'primary.main',
        bgcolor: a ? 'transparent' : 'primary.main',
        color: a ? 'text.primary' : 'primary.contrastText',
        fontWeight: 700,
        fontSize: size * 0.55,
        lineHeight: 1,
      }}
    >
      {group}
    </Box>
  );
}
