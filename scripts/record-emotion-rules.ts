declare global {
  interface Window {
    /** Every rule emotion inserted into its component sheet, in order (see below). */
    __emotionRules?: string[];
  }
}

/**
 * For `addInitScript`, so it runs in the page before the page's own scripts: records each rule
 * emotion inserts at run time into its component sheet ("css"), in `window.__emotionRules`. Global
 * styles ("css-global") and the prebuilt rules emotion adopts are not inserted this way.
 */
export function recordEmotionRules(): void {
  const rules: string[] = [];
  window.__emotionRules = rules;
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
    if ((this.ownerNode as Element | null)?.getAttribute('data-emotion') === 'css') {
      rules.push(rule);
    }
    return insertRule.call(this, rule, index);
  };
}
