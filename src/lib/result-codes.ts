/**
 * Human labels for the codes a report result carries (docs/decisions.md, Engine definitions). The production service may
 * send codes we do not know: they still render, as themselves.
 */
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';

export type CodeTone = 'positive' | 'negative' | 'info' | 'neutral';

interface CodeEntry {
  label: MessageDescriptor;
  description: MessageDescriptor;
  tone: CodeTone;
}

export interface CodeInfo {
  code: string;
  label: string;
  description: string;
  tone: CodeTone;
}

const SEOL: Record<string, CodeEntry> = {
  S: { label: msg`Strength`, description: msg`Important and performing well.`, tone: 'positive' },
  E: {
    label: msg`Exceeding`,
    description: msg`Performing well on something less important.`,
    tone: 'info',
  },
  O: {
    label: msg`Opportunity`,
    description: msg`Important but under-performing: where to act first.`,
    tone: 'negative',
  },
  L: {
    label: msg`Low priority`,
    description: msg`Less important and under-performing.`,
    tone: 'neutral',
  },
};

const CLASSIFICATION: Record<string, CodeEntry> = {
  FE: {
    label: msg`Fulfilled`,
    description: msg`Fulfilled expectation: performance agreed is at least importance agreed.`,
    tone: 'positive',
  },
  UE: {
    label: msg`Unfulfilled`,
    description: msg`Unfulfilled expectation: performance agreed falls short of importance agreed.`,
    tone: 'negative',
  },
};

const PPP: Record<string, CodeEntry> = {
  priority: {
    label: msg`Priority`,
    description: msg`One of the three most important attitudes with a negative balance.`,
    tone: 'negative',
  },
  protect: {
    label: msg`Protect`,
    description: msg`Important, with a positive balance: keep it that way.`,
    tone: 'positive',
  },
  promote: {
    label: msg`Promote`,
    description: msg`Performing well but less important: worth telling people about.`,
    tone: 'info',
  },
  NA: {
    label: msg`Not classified`,
    // The service gives NA to every attitude below 30 respondents, and above that to any attitude
    // that fits none of the three classes: the description has to hold for both.
    description: msg`In none of the three action classes. Below 30 respondents, no attitude is classified.`,
    tone: 'neutral',
  },
};

function lookup(table: Record<string, CodeEntry>, code: string): CodeInfo {
  const known = Object.hasOwn(table, code) ? table[code] : undefined;
  return known
    ? {
        code,
        label: i18n._(known.label),
        description: i18n._(known.description),
        tone: known.tone,
      }
    : {
        code,
        label: code || '—',
        description: t`A code this dashboard does not know yet.`,
        tone: 'neutral',
      };
}

export const seolInfo = (code: string) => lookup(SEOL, code);
export const classificationInfo = (code: string) => lookup(CLASSIFICATION, code);
export const pppInfo = (code: string) => lookup(PPP, code);

/** Every known code of each kind, for legends. */
export const LEGENDS = {
  get seol() {
    return Object.keys(SEOL).map(seolInfo);
  },
  get classification() {
    return Object.keys(CLASSIFICATION).map(classificationInfo);
  },
  get ppp() {
    return Object.keys(PPP).map(pppInfo);
  },
};
