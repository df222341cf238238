import { memo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LEGENDS, type CodeInfo } from '../../../lib/result-codes';
import { CodeChip } from './CodeChip';

function Group({ title, codes, hint }: { title: string; codes: CodeInfo[]; hint: string }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Typography variant="caption" color="textSecondary" component="p" sx={{ mb: 1 }}>
        {hint}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
        {codes.map((info) => (
          <Box key={info.code} sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
            <Box component="dt" sx={{ flexShrink: 0 }}>
              <CodeChip info={info} prefix={info.code} />
            </Box>
            <Typography component="dd" variant="body2" color="textSecondary" sx={{ m: 0 }}>
              {info.description}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** What the codes of a result mean. */
function CodeLegendImpl() {
  const { t } = useLingui();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="legend-heading" sx={{ p: 2 }}>
      <Typography id="legend-heading" variant="h3" component="h2" sx={{ mb: 1.5 }}>
        <Trans>Legend</Trans>
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <Group
          title={t`Quadrant (SEOL)`}
          codes={LEGENDS.seol}
          hint={t`Split at the mean importance and performance.`}
        />
        <Group
          title={t`Expectation`}
          codes={LEGENDS.classification}
          hint={t`Whether performance meets importance.`}
        />
        <Group
          title={t`Action (PPP)`}
          codes={LEGENDS.ppp}
          hint={t`What to do about the attitude.`}
        />
      </Box>
    </Paper>
  );
}

/** Static: memoised so the page's updates (every filter) pass it by. */
export const CodeLegend = memo(CodeLegendImpl);
