import { Trans } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { formatDate } from '../../../lib/format';
import type { TrendAnswer } from '../../../queries/trends';
import { otherModelWaves } from './trend-data';
import { waveLabel } from './trend-labels';
import { useWithheldWords } from './withheld-words';

/**
 * What the chart leaves out: waves of another model version (listed apart, not charted) and,
 * where the dashboard made the trend, waves whose report it does not know.
 */
export function TrendWithheldList({ answer }: { answer: TrendAnswer }) {
  const withheldWords = useWithheldWords();
  const others = otherModelWaves(answer.trend);
  return (
    <>
      {others.length > 0 && (
        <Alert severity="info" data-testid="trend-other-model">
          <AlertTitle>
            <Trans>Waves of another model version</Trans>
          </AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {others.map((wave) => (
              <li key={wave.configuration.id}>
                {waveLabel(wave)}: {withheldWords(wave)}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {answer.unlocated.length > 0 && (
        <Alert severity="warning" data-testid="trend-unlocated">
          <AlertTitle>
            <Trans>Waves this browser cannot open yet</Trans>
          </AlertTitle>
          <Trans>
            This service does not list reports: open each of these reports once (from the link you
            were sent) and its wave joins the trend.
          </Trans>
          <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
            {answer.unlocated.map((wave) => (
              <li key={wave.configurationId}>
                {wave.reportName} · {formatDate(wave.reportIssuedAt)}
              </li>
            ))}
          </Box>
        </Alert>
      )}
    </>
  );
}
