import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatInteger } from '../../lib/format';
import { RecommendationList, StudyList } from '../../components/AttitudeGuidance';
import { AttitudeIcon } from '../../components/AttitudeIcon';
import { ResponsiveDialog } from '../../components/ResponsiveDialog';
import { audienceLabel, classificationInfo, pppLabel } from './attitude-labels';
import type { Attitude } from '../../queries/attitudes';

interface AttitudeDetailDialogProps {
  attitude: Attitude | undefined;
  onClose: () => void;
}

/** Everything the library knows about one attitude: what it means, what to do, and the evidence. */
export function AttitudeDetailDialog({ attitude, onClose }: AttitudeDetailDialogProps) {
  return (
    <ResponsiveDialog
      open={Boolean(attitude)}
      onClose={onClose}
      maxWidth="md"
      aria-labelledby="attitude-detail-title"
    >
      {attitude && <DetailBody attitude={attitude} onClose={onClose} />}
    </ResponsiveDialog>
  );
}

function DetailBody({ attitude, onClose }: { attitude: Attitude; onClose: () => void }) {
  const { t } = useLingui();
  const classification = classificationInfo(attitude.classification);
  const model = attitude.model_version;
  const priorityClass = pppLabel(attitude.ppp_classification);
  const modelName = model.name;
  const audience = model.audience;
  // A negative sequence is the service's "none": not a position worth showing.
  const sequence = model.sequence >= 0 ? formatInteger(model.sequence) : null;
  return (
    <>
      <DialogTitle
        id="attitude-detail-title"
        sx={{ pr: 7, overflowWrap: 'break-word', display: 'flex', alignItems: 'center', gap: 1.5 }}
      >
        <AttitudeIcon url={attitude.content_icon_url} size={36} />
        {attitude.keyword}
        <IconButton
          aria-label={t`Close`}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Chip size="small" color={classification.color} label={classification.label} />
          <Chip size="small" variant="outlined" label={t`Priority class: ${priorityClass}`} />
          <Chip
            size="small"
            variant="outlined"
            label={`${model.name} · ${audienceLabel(model.audience_type)}`}
          />
        </Stack>
        <Section title={t`Description`}>
          <Typography>{attitude.description || t`No description.`}</Typography>
        </Section>
        <Section title={t`Explanation`}>
          <Typography>{attitude.explanation || t`No explanation yet.`}</Typography>
        </Section>
        <Section title={t`Recommendations`}>
          <RecommendationList items={attitude.content_recommendations} />
        </Section>
        <Section title={t`Studies`}>
          <StudyList studies={attitude.content_studies} />
        </Section>
        <Typography variant="caption" color="textSecondary">
          {audience
            ? sequence
              ? t`Model ${modelName}, audience “${audience}”, sequence ${sequence}.`
              : t`Model ${modelName}, audience “${audience}”.`
            : sequence
              ? t`Model ${modelName}, sequence ${sequence}.`
              : t`Model ${modelName}.`}
        </Typography>
      </DialogContent>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="h3" component="h3">
        {title}
      </Typography>
      {children}
    </Box>
  );
}
