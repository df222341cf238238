import { useState } from 'react';
import Box from '@mui/material/Box';
import { useRuntimeConfig } from '../lib/runtime-config';

/** The icon's address: the service gives it relative to the API, which may be another origin. */
function iconSource(url: string, apiBaseUrl: string): string | undefined {
  try {
    return new URL(url, apiBaseUrl || window.location.origin).href;
  } catch {
    return undefined;
  }
}

/**
 * An attitude's icon (`content_icon_url`). Decorative: the keyword beside it names the attitude.
 * An attitude without one, or whose icon fails to load, shows none rather than a broken image.
 */
export function AttitudeIcon({ url, size = 40 }: { url: string; size?: number }) {
  const { apiBaseUrl } = useRuntimeConfig();
  const [failed, setFailed] = useState(false);
  const src = url ? iconSource(url, apiBaseUrl) : undefined;
  if (!src || failed) return null;
  return (
    <Box
      component="img"
      src={src}
      alt=""
      width={size}
      height={size}
      onError={() => setFailed(true)}
      sx={{ display: 'block', flexShrink: 0, borderRadius: 1.5 }}
    />
  );
}
