import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { components } from '../api/schema.gen';
import { safeExternalUrl } from '../lib/safe-external-url';
import { visuallyHidden } from '../lib/visually-hidden';

type Recommendation = components['schemas']['Recommendation'];
type Study = components['schemas']['Study'];

/** An attitude's recommendations (header, subtext, example, why), as the library and reports show them. */
export function RecommendationList({ items }: { items: Recommendation[] }) {
  if (items.length === 0)
    return (
      <Typography color="textSecondary">
        <Trans>No recommendations for this attitude.</Trans>
      </Typography>
    );
  return (
    <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {items.map((item, index) => (
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
            <Box sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1.5, py: 0.25 }}>
              <Typography variant="overline" component="p" color="textSecondary">
                <Trans>Example</Trans>
              </Typography>
              <Typography variant="body2">{item.example}</Typography>
            </Box>
          )}
          {item.why && (
            <Box>
              <Typography variant="overline" component="p" color="textSecondary">
                <Trans>Why it works</Trans>
              </Typography>
              <Typography variant="body2">{item.why}</Typography>
            </Box>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

/** Study links open in a new tab without handing it this page (noopener), web links only. */
export function StudyList({ studies }: { studies: Study[] }) {
  if (studies.length === 0)
    return (
      <Typography color="textSecondary">
        <Trans>No studies listed.</Trans>
      </Typography>
    );
  return (
    <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2.5 }}>
      {studies.map((study, index) => {
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
                  <Trans>(opens in a new tab)</Trans>
                </Box>
              </Link>
            ) : (
              <Typography component="span">{study.title}</Typography>
            )}
          </li>
        );
      })}
    </Stack>
  );
}
