import { createContext, useContext } from 'react';

/** Runtime settings served beside the app as /config.json, so one build serves any deployment. */
export interface RuntimeConfig {
  /** Where the API lives; empty means this origin. */
  apiBaseUrl: string;
  /** Demo mode lists the demo accounts on the sign-in page. */
  demo: boolean;
}

const DEFAULTS: RuntimeConfig = { apiBaseUrl: '', demo: false };

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    // The default cache mode, so the preload in index.html answers it (the server says no-cache).
    const response = await fetch('/config.json');
    if (!response.ok) return DEFAULTS;
    const body: unknown = await response.json();
    if (!body || typeof body !== 'object') return DEFAULTS;
    const { apiBaseUrl, demo } = body as Record<string, unknown>;
    return {
      apiBaseUrl: typeof apiBaseUrl === 'string' ? apiBaseUrl : DEFAULTS.apiBaseUrl,
      demo: demo === true,
    };
  } catch {
    // No config.json (a static host without it): same-origin API, no demo hints.
    return DEFAULTS;
  }
}

export const RuntimeConfigContext = createContext<RuntimeConfig>(DEFAULTS);

export function useRuntimeConfig(): RuntimeConfig {
  return useContext(RuntimeConfigContext);
}
