import { useLingui } from '@lingui/react/macro';
import type { TrendWave } from '../../../queries/trends';

/** Why a wave shows no figures, in words a reader can act on. */
export function useWithheldWords() {
  const { t } = useLingui();
  return (wave: TrendWave): string => {
    const withheld = wave.withheld;
    switch (withheld?.reason) {
      case 'privacy_floor':
        return t`Withheld: too few respondents to show.`;
      case 'anonymity': {
        const hints = (withheld.widen ?? [])
          .map((hint) => `${hint.filterable.name}: ${hint.values.join(', ')}`)
          .join('; ');
        return hints
          ? t`Withheld for anonymity: these filters could single out a few respondents. Choosing all of ${hints} is more likely to be answered.`
          : t`Withheld for anonymity: these filters could single out a few respondents.`;
      }
      case 'missing_filterable': {
        const names = (withheld.missing_filterables ?? []).join(', ');
        return t`Withheld: this wave has no filterable named ${names}.`;
      }
      case 'other_model_version': {
        const model = wave.model_version.name;
        return t`Not charted: computed with another model version (${model}).`;
      }
      default:
        return t`Withheld.`;
    }
  };
}
