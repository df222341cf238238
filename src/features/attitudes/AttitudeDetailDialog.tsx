import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { audienceLabel, classificationInfo, pppLabel, safeExternalUrl } from './attitude-labels';
import type { Attitude } from './attitudes.queries';

interface AttitudeDetailDialogProps {
  attitude: Attitude | undefined;
  onClose: () => void;
}

/** Everything the library knows about one attitude: what it means, what to do, and the evidence. */
export function AttitudeDetailDialog({ attitude, onClose }: AttitudeDetailDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={Boolean(attitude)}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      scroll="paper"
      aria-labelledby="attitude-detail-title"
    >
      {attitude && <DetailBody attitude={attitude} onClose={onClose} />}
    </Dialog>
  );
}

function DetailBody({ attitude, onClose }: { attitude: Attitude; onClose: () => void }) {
  const classification = classificationInfo(attitude.classification);
  const model = attitude.model_version;
  return (
    <>
      <DialogTitle
        id="attitude-detail-title"
        component="h2"
        sx={{ pr: 7, overflowWrap: 'break-word', typography: 'h2' }}
      >
        {attitude.keyword}
        <IconButton
          aria-label="Close"
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Chip size="small" color={classification.color} label={classification.label} />
          <Chip
            size="small"
            variant="outlined"
            label={`Priority class: ${pppLabel(attitude.ppp_classification)}`}
          />
          <Chip
            size="small"
            variant="outlined"
            label={`${model.name} · ${audienceLabel(model.audience_type)}`}
          />
        </Stack>
        <Section title="Description">
          <Typography>{attitude.description || 'No description.'}</Typography>
        </Section>
        <Section title="Explanation">
          <Typography>{attitude.explanation || 'No explanation yet.'}</Typography>
        </Section>
        <Section title="Recommendations">
          {attitude.content_recommendations.length === 0 ? (
            <Typography color="text.secondary">No recommendations for this attitude.</Typography>
          ) : (
            <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {attitude.content_recommendations.map((item, index) => (
                <Paper
                  component="li"
                  key={`${item.header}-${index}`}
                  variant="outlined"
                  sx={{ p: 2, display: 'grid', gap: 1 }}
                >
                  <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
                    {item.header}
                  </Typography>
                  {item.subtext && <Typography>{item.subtext}</Typography>}
                  {item.example && (
                    <Box
                      sx={{
                        borderLeft: 3,
                        borderColor: 'primary.main',
                        pl: 1.5,
                        py: 0.25,
                      }}
                    >
                      <Typography variant="overline" component="p" color="text.secondary">
                        Example
                      </Typography>
                      <Typography variant="body2">{item.example}</Typography>
                    </Box>
                  )}
                  {item.why && (
                    <Box>
                      <Typography variant="overline" component="p" color="text.secondary">
                        Why it works
                      </Typography>
                      <Typography variant="body2">{item.why}</Typography>
                    </Box>
                  )}
                </Paper>
              ))}
            </Stack>
          )}
        </Section>
        <Section title="Studies">
          {attitude.content_studies.length === 0 ? (
            <Typography color="text.secondary">No studies listed.</Typography>
          ) : (
            <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2.5 }}>
              {attitude.content_studies.map((study, index) => {
                const href = safeExternalUrl(study.link);
                return (
                  <li key={`${study.link}-${index}`}>
                    {href ? (
                      <Link href={href} target="_blank" rel="noopener noreferrer">
                        {study.title || href}
                        <OpenInNewIcon
                          fontSize="inherit"
                          aria-hidden
                          sx={{ ml: 0.5, verticalAlign: 'middle' }}
                        />
                        <Box component="span" sx={visuallyHidden}>
                          (opens in a new tab)
                        </Box>
                      </Link>
                    ) : (
                      <Typography component="span">{study.title}</Typography>
                    )}
                  </li>
                );
              })}
            </Stack>
          )}
        </Section>
        <Typography variant="caption" color="text.secondary">
          Model {model.name}
          {model.audience ? `, audience “${model.audience}”` : ''}, sequence {model.sequence}.
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

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
