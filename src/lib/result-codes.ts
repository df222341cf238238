/**
 * Human labels for the codes a report result carries (docs/decisions.md, Engine definitions). The production service may
 * send codes we do not know: they still render, as themselves.
 */
export type CodeTone = 'positive' | 'negative' | 'info' | 'neutral';

export interface CodeInfo {
  code: string;
  label: string;
  description: string;
  tone: CodeTone;
}

const SEOL: Record<string, Omit<CodeInfo, 'code'>> = {
  S: { label: 'Strength', description: 'Important and performing well.', tone: 'positive' },
  E: {
    label: 'Exceeding',
    description: 'Performing well on something less important.',
    tone: 'info',
  },
  O: {
    label: 'Opportunity',
    description: 'Important but under-performing: where to act first.',
    tone: 'negative',
  },
  L: {
    label: 'Low priority',
    description: 'Less important and under-performing.',
    tone: 'neutral',
  },
};

const CLASSIFICATION: Record<string, Omit<CodeInfo, 'code'>> = {
  FE: {
    label: 'Fulfilled',
    description: 'Fulfilled expectation: performance agreed is at least importance agreed.',
    tone: 'positive',
  },
  UE: {
    label: 'Unfulfilled',
    description: 'Unfulfilled expectation: performance agreed falls short of importance agreed.',
    tone: 'negative',
  },
};

const PPP: Record<string, Omit<CodeInfo, 'code'>> = {
  priority: {
    label: 'Priority',
    description: 'One of the three most important attitudes with a negative balance.',
    tone: 'negative',
  },
  protect: {
    label: 'Protect',
    description: 'Important, with a positive balance: keep it that way.',
    tone: 'positive',
  },
  promote: {
    label: 'Promote',
    description: 'Performing well but less important: worth telling people about.',
    tone: 'info',
  },
  NA: {
    label: 'Not classified',
    // The service gives NA to every attitude below 30 respondents, and above that to any attitude
    // that fits none of the three classes: the description has to hold for both.
    description:
      'In none of the three action classes. Below 30 respondents, no attitude is classified.',
    tone: 'neutral',
  },
};

function lookup(table: Record<string, Omit<CodeInfo, 'code'>>, code: string): CodeInfo {
  const known = Object.hasOwn(table, code) ? table[code] : undefined;
  return known
    ? { code, ...known }
    : {
        code,
        label: code || '—',
        description: 'A code this dashboard does not know yet.',
        tone: 'neutral',
      };
}

export const seolInfo = (code: string) => lookup(SEOL, code);
export const classificationInfo = (code: string) => lookup(CLASSIFICATION, code);
export const pppInfo = (code: string) => lookup(PPP, code);

/** Every known code of each kind, for legends. */
export const LEGENDS = {
  seol: Object.keys(SEOL).map(seolInfo),
  classification: Object.keys(CLASSIFICATION).map(classificationInfo),
  ppp: Object.keys(PPP).map(pppInfo),
};
