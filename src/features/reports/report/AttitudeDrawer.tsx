import type { ReactNode } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { RecommendationList, StudyList } from '../../../components/AttitudeGuidance';
import { AttitudeIcon } from '../../../components/AttitudeIcon';
import { formatInteger, formatNumber, formatPercent } from '../../../lib/format';
import { classificationInfo, pppInfo, seolInfo } from '../../../lib/result-codes';
import { CodeChip } from '../results/CodeChip';
import { Delta } from '../../../components/Delta';
import { formatRatio } from '../results/figures';
import type { ResultAttitude } from '../../../queries/reports';
import { figureTest, type FigureTest, type ResultSignificance } from '../shared/significance';

interface AttitudeDrawerProps {
  attitude: ResultAttitude | undefined;
  base: ResultAttitude | undefined;
  /** The filtered result's significance, when the service tests: marks each Δ. */
  significance?: ResultSignificance | undefined;
  onClose: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Figure({
  label,
  value,
  base,
  unit = '',
  format = unit === '%' ? formatPercent : formatNumber,
  sense,
  test,
}: {
  label: string;
  value: number;
  base: number | undefined;
  /** '%' for a share in percent points: shown as a percentage, its Δ in points. */
  unit?: string;
  format?: (value: number) => string;
  sense?: 'higher-better' | 'neutral';
  test?: FigureTest | undefined;
}) {
  return (
    <Box>
      <Typography variant="caption" color="textSecondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {format(value)} <Delta value={value} base={base} unit={unit} sense={sense} test={test} />
      </Typography>
    </Box>
  );
}

/** One attitude in depth: figures, what it means, what to do about it, and what people said. */
export function AttitudeDrawer({ attitude, base, significance, onClose }: AttitudeDrawerProps) {
  const { t } = useLingui();
  const tests = attitude && significance?.attitudes.get(attitude.attitude_id);
  const testOf = (field: string) => figureTest(significance, tests, field);
  const commentCount = attitude?.comments.count ?? 0;
  const commenters = attitude?.comments.commenters
    .map((commenter) => commenter.full_name)
    .join(', ');
  return (
    <Drawer
      anchor="right"
      open={Boolean(attitude)}
      onClose={onClose}
      slotProps={{
        paper: {
          sx: { width: { xs: '100%', sm: 480 }, p: { xs: 2, sm: 3 } },
          role: 'dialog',
          'aria-labelledby': 'attitude-title',
        },
      }}
    >
      {attitude && (
        <>
          <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
              <AttitudeIcon url={attitude.content_icon_url} size={36} />
              <Typography
                id="attitude-title"
                variant="h2"
                component="h2"
                sx={{ overflowWrap: 'anywhere', minWidth: 0 }}
              >
                {attitude.keyword}
              </Typography>
            </Stack>
            <IconButton onClick={onClose} aria-label={t`Close attitude details`} edge="end">
              <CloseIcon />
            </IconButton>
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
            <CodeChip info={seolInfo(attitude.seol)} />
            <CodeChip info={classificationInfo(attitude.classification)} />
            <CodeChip info={pppInfo(attitude.ppp_classification)} />
          </Stack>
          {attitude.description && <Typography sx={{ mt: 2 }}>{attitude.description}</Typography>}
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
              gap: 1.5,
              mt: 2,
              mb: 0,
            }}
          >
            <Figure
              label={t`Performance`}
              value={attitude.performance_rebased}
              base={base?.performance_rebased}
              test={testOf('performance_rebased')}
            />
            <Figure
              label={t`Importance`}
              value={attitude.importance_rebased}
              base={base?.importance_rebased}
              test={testOf('importance_rebased')}
              sense="neutral"
            />
            <Figure
              label={t`Performance agreed`}
              value={attitude.performance_agreed}
              base={base?.performance_agreed}
              test={testOf('performance_agreed')}
              unit="%"
            />
            <Figure
              label={t`Importance agreed`}
              value={attitude.importance_agreed}
              base={base?.importance_agreed}
              test={testOf('importance_agreed')}
              unit="%"
              sense="neutral"
            />
            <Figure
              label={t`Fulfillment balance`}
              value={attitude.fulfillment_balance}
              base={base?.fulfillment_balance}
              test={testOf('fulfillment_balance')}
            />
            <Figure
              label={t`Fulfillment ratio`}
              value={attitude.fulfillment_ratio}
              base={base?.fulfillment_ratio}
              test={testOf('fulfillment_ratio')}
              format={formatRatio}
            />
            <Figure
              label={t`Performance order`}
              value={attitude.performance_order}
              base={undefined}
              format={formatInteger}
            />
            <Figure
              label={t`Importance order`}
              value={attitude.importance_order}
              base={undefined}
              format={formatInteger}
            />
          </Box>
          {attitude.explanation && (
            <Section title={t`Why it matters`}>
              <Typography color="textSecondary">{attitude.explanation}</Typography>
            </Section>
          )}
          <Section title={t`Recommendations`}>
            <RecommendationList items={attitude.content_recommendations} />
          </Section>
          <Section title={t`Studies`}>
            <StudyList studies={attitude.content_studies} />
          </Section>
          <Section title={t`Comments`}>
            <Typography>
              {commentCount === 0 ? (
                <Trans>No one commented on this attitude.</Trans>
              ) : (
                <Plural value={commentCount} one="# comment" other="# comments" />
              )}
            </Typography>
            {commenters && (
              <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
                <Trans>From {commenters}</Trans>
              </Typography>
            )}
          </Section>
        </>
      )}
    </Drawer>
  );
}
